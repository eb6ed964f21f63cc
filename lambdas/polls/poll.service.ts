import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import {
  answerIssues,
  limitedOptionsOf,
  pollContentIssues,
  pollStateOf,
  pollTabOf,
  sameAnswers,
  takenOptionIds,
} from '../../shared/poll-rules.js';
import {
  type Answers,
  type Poll,
  type PollContent,
  type PollKind,
  type PollSummary,
  type PollTab,
} from '../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { findUserRecord } from '../users/user.service.js';
import { pollEntity, pollPlaceEntity, pollResponseEntity } from './poll.entity.js';

const pollWrites = entityService({ pollEntity, pollPlaceEntity, pollResponseEntity });

type PollItem = EntityItem<typeof pollEntity>;
type ResponseItem = EntityItem<typeof pollResponseEntity>;

/** An item holds at most 400 KB: the stored content stays well below. */
export const POLL_CONTENT_MAX_CHARS = 300_000;
/** How often an answer is written again when a simultaneous answer wrote one of its counters first. */
const CONFLICT_ATTEMPTS = 30;

/**
 * The school a caller's polls live in: the own one, a guardian's active child's (a guardian answers
 * for the child, from the child's pins and notifications).
 */
const schoolOf = (caller: Caller) => (caller.role === 'guardian' ? requireSubject(caller).schoolId : caller.schoolId);
/** Whose answer it is: one per person, a guardian's once per child. */
const responderKeyOf = (caller: Caller) => (caller.role === 'guardian' ? `${caller.uid}:${requireSubject(caller).uid}` : caller.uid);

const contentOf = (item: PollItem): PollContent => {
  const stored = JSON.parse(item.content) as Omit<PollContent, 'label' | 'dueDate'>;
  return { ...stored, label: item.label, dueDate: item.dueDate ?? null };
};

const storedContent = (content: PollContent) => {
  const { label, dueDate, ...rest } = content;
  const json = JSON.stringify(rest);
  if (json.length > POLL_CONTENT_MAX_CHARS) throw new AppError('validation-failed', { sections: 'too_large' });
  return { label, content: json, ...(dueDate ? { dueDate } : {}) };
};

const checkContent = (content: PollContent, options: { publishing?: boolean; kind?: PollKind; today?: string } = {}) => {
  const issues = pollContentIssues(content, options);
  if (Object.keys(issues).length > 0) throw new AppError('validation-failed', issues);
};

const summaryOf = (item: PollItem, today: string): PollSummary => ({
  id: item.pollId,
  kind: item.kind,
  label: item.label,
  dueDate: item.dueDate ?? null,
  published: item.published,
  state: pollStateOf({ published: item.published, dueDate: item.dueDate ?? null }, today),
  createdAt: item.createdAt,
});

/** The author's polls of a tab, newest first: one query of the author's polls or templates. */
export const listPolls = async (caller: Caller, tab: PollTab) => {
  const today = berlinToday();
  const { data } = await pollEntity.query
    .byAuthor({ schoolId: caller.schoolId, authorUid: caller.uid, kind: tab === 'templates' ? 'template' : 'poll' })
    .go({ order: 'desc', pages: 'all' });
  return { polls: data.filter((item) => pollTabOf(item, today) === tab).map((item) => summaryOf(item, today)) };
};

const getPollItem = async (schoolId: string, pollId: string) => (await pollEntity.get({ schoolId, pollId }).go()).data;

/** The caller's own poll or template, else 404 (another's poll is not theirs to manage). */
const ownPoll = async (caller: Caller, pollId: string) => {
  const item = await getPollItem(caller.schoolId, pollId);
  if (item?.authorUid !== caller.uid) throw new AppError('not-found');
  return item;
};

/**
 * A poll the caller may read: their own (draft, template), or any published poll of their school (a
 * guardian's: the child's school). A poll id reaches people on a pin or a notification.
 */
const readablePoll = async (caller: Caller, pollId: string) => {
  const item = await getPollItem(schoolOf(caller), pollId);
  if (!item) throw new AppError('not-found');
  const own = item.authorUid === caller.uid && item.schoolId === caller.schoolId;
  if (!own && !(item.kind === 'poll' && item.published)) throw new AppError('not-found');
  return { item, own };
};

const takenOf = async (schoolId: string, pollId: string) => {
  const { data } = await pollPlaceEntity.query.byPoll({ schoolId, pollId }).go({ pages: 'all' });
  return Object.fromEntries(data.map((place) => [place.optionId, place.taken]));
};

const myResponse = async (caller: Caller, schoolId: string, pollId: string) =>
  (await pollResponseEntity.get({ schoolId, pollId, responderKey: responderKeyOf(caller) }).go()).data;

const pollOf = (item: PollItem, own: boolean, taken: Record<string, number>, response: ResponseItem | null): Poll => ({
  ...summaryOf(item, berlinToday()),
  content: contentOf(item),
  own,
  taken,
  myAnswers: response ? (JSON.parse(response.answers) as Answers) : null,
});

/** The poll page: content, state, places taken and the caller's answers (a get, a query, a get). */
export const getPoll = async (caller: Caller, pollId: string): Promise<Poll> => {
  const { item, own } = await readablePoll(caller, pollId);
  const [taken, response] = await Promise.all([
    item.published ? takenOf(item.schoolId, pollId) : Promise.resolve({}),
    item.published ? myResponse(caller, item.schoolId, pollId) : Promise.resolve(null),
  ]);
  return pollOf(item, own, taken, response);
};

/** A new poll or template of the caller (tutors), unpublished. */
export const createPoll = async (caller: Caller, kind: PollKind, content: PollContent) => {
  checkContent(content, { kind });
  const item = await pollEntity
    .create({
      schoolId: caller.schoolId,
      pollId: randomUUID(),
      kind,
      authorUid: caller.uid,
      createdAt: new Date().toISOString(),
      published: false,
      ...storedContent(content),
    })
    .go();
  return pollOf(item.data, true, {}, null);
};

const refuseWhenPublished = async (caller: Caller, pollId: string, error: unknown): Promise<never> => {
  if (!isConditionFailure(error)) throw error;
  const item = await getPollItem(caller.schoolId, pollId);
  throw new AppError(item?.authorUid === caller.uid ? 'poll-published' : 'not-found');
};

/** Saves an unpublished poll's or a template's content; a published poll never changes. */
export const updatePoll = async (caller: Caller, pollId: string, content: PollContent) => {
  const current = await ownPoll(caller, pollId);
  if (current.published) throw new AppError('poll-published');
  checkContent(content, { kind: current.kind });
  const { dueDate, ...stored } = storedContent(content);
  try {
    const patch = pollEntity.patch({ schoolId: caller.schoolId, pollId }).set(stored);
    const updated = dueDate ? patch.set({ dueDate }) : patch.remove(['dueDate']);
    await updated.where(({ published, authorUid }, { eq }) => `${eq(published, false)} AND ${eq(authorUid, caller.uid)}`).go();
  } catch (error) {
    await refuseWhenPublished(caller, pollId, error);
  }
  return getPoll(caller, pollId);
};

/**
 * Publishes a poll for good (§4): the flag and a place counter per limited option in one
 * transaction, only over an unpublished poll. Templates are never published; the due date is
 * required and not before today.
 */
export const publishPoll = async (caller: Caller, pollId: string) => {
  const current = await ownPoll(caller, pollId);
  if (current.published) throw new AppError('poll-published');
  const content = contentOf(current);
  checkContent(content, { publishing: true, kind: current.kind, today: berlinToday() });
  const key = { schoolId: caller.schoolId, pollId };
  const result = await pollWrites.transaction
    .write(({ pollEntity: polls, pollPlaceEntity: places }) => [
      polls
        .patch(key)
        .set({ published: true })
        .where(({ published }, { eq }) => eq(published, false))
        .commit(),
      ...limitedOptionsOf(content).map(({ option }) =>
        places.create({ ...key, optionId: option.id, availability: option.availability, taken: 0 }).commit(),
      ),
    ])
    .go();
  if (result.canceled) throw new AppError('poll-published');
  return getPoll(caller, pollId);
};

/** Deletes an unpublished poll or a template; a published poll stays. */
export const deletePoll = async (caller: Caller, pollId: string) => {
  const current = await ownPoll(caller, pollId);
  if (current.published) throw new AppError('poll-published');
  try {
    await pollEntity
      .delete({ schoolId: caller.schoolId, pollId })
      .where(({ published }, { eq }) => eq(published, false))
      .go();
  } catch (error) {
    await refuseWhenPublished(caller, pollId, error);
  }
  return { id: pollId };
};

/** §4: a poll copied as a template, or a template as a poll: unpublished, without due date. */
export const copyPoll = async (caller: Caller, pollId: string, as: PollKind) => {
  const source = await ownPoll(caller, pollId);
  return createPoll(caller, as, { ...contentOf(source), dueDate: null });
};

/** Who answers, as the evaluation shows it: a student's class, for a guardian the child's. */
const authorOf = async (caller: Caller) => {
  if (caller.role === 'tutor') return { role: 'tutor' as const, authorName: caller.user.displayName };
  if (caller.role === 'student')
    return { role: 'student' as const, authorName: caller.user.displayName, groupName: caller.user.groupDisplayName };
  const subject = requireSubject(caller);
  const child = await findUserRecord(subject.schoolId, subject.uid);
  return { role: 'guardian' as const, authorName: caller.user.displayName, groupName: child?.groupDisplayName };
};

/** Which answer's write failed in a cancelled transaction: the response (index 0) or a counter. */
interface Cancellation {
  canceled: true;
  data: readonly { code?: string }[];
}

/**
 * Saves the caller's answers to an open published poll (§5 rules enforced). The answer and its
 * place changes (a newly chosen limited option takes a place only while `taken < availability`, a
 * dropped one gives its place back) are one transaction, written only over the answer revision it
 * read: no option is ever overbooked, no place counted twice. A full option refuses the whole answer
 * with 'poll-option-full' and the question ids in `fields`; a simultaneous write to a counter makes
 * it try again. A repeated request (a double click, a retry after a lost response) finds its answers
 * stored and gets the stored state without writing; a different change that came first meanwhile
 * refuses this one with 'conflict'.
 */
export const answerPoll = async (caller: Caller, pollId: string, answers: Answers) => {
  const schoolId = schoolOf(caller);
  const [item, previous, author] = await Promise.all([
    getPollItem(schoolId, pollId),
    myResponse(caller, schoolId, pollId),
    authorOf(caller),
  ]);
  if (!item || ((item.kind !== 'poll' || !item.published) && item.authorUid !== caller.uid)) throw new AppError('not-found');
  if (item.kind !== 'poll' || !item.published) throw new AppError('poll-not-published');
  const content = contentOf(item);
  if (pollStateOf({ published: true, dueDate: item.dueDate ?? null }, berlinToday()) === 'expired') throw new AppError('poll-expired');
  const issues = answerIssues(content, answers);
  if (Object.keys(issues).length > 0) throw new AppError('validation-failed', issues);

  const stored = previous ? (JSON.parse(previous.answers) as Answers) : null;
  if (stored && sameAnswers(stored, answers)) return { id: pollId, taken: await takenOf(schoolId, pollId) };
  const before = takenOptionIds(content, stored);
  const after = takenOptionIds(content, answers);
  const limited = new Map(limitedOptionsOf(content).map(({ question, option }) => [option.id, { question, option }]));
  const takes = [...after].filter((id) => !before.has(id));
  const releases = [...before].filter((id) => !after.has(id));
  const key = { schoolId, pollId };
  const now = new Date().toISOString();
  const transaction = pollWrites.transaction.write(({ pollResponseEntity: responses, pollPlaceEntity: places }) => [
    previous
      ? responses
          .patch({ ...key, responderKey: previous.responderKey })
          .set({ ...author, updatedAt: now, answers: JSON.stringify(answers), rev: previous.rev + 1 })
          .where(({ rev }, { eq }) => eq(rev, previous.rev))
          .commit()
      : responses
          .create({
            ...key,
            responderKey: responderKeyOf(caller),
            authorUid: caller.uid,
            ...author,
            createdAt: now,
            updatedAt: now,
            rev: 1,
            answers: JSON.stringify(answers),
          })
          .commit(),
    ...takes.map((optionId) =>
      places
        .update({ ...key, optionId })
        .add({ taken: 1 })
        .where(({ taken }, { lt }) => lt(taken, limited.get(optionId)?.option.availability ?? 0))
        .commit(),
    ),
    ...releases.map((optionId) =>
      places
        .update({ ...key, optionId })
        .subtract({ taken: 1 })
        .where(({ taken }, { gt }) => gt(taken, 0))
        .commit(),
    ),
  ]);
  for (let attempt = 1; ; attempt += 1) {
    const result = await transaction.go();
    if (!result.canceled) break;
    const codes = (result as Cancellation).data.map((reason) => reason.code);
    if (codes[0] === 'ConditionalCheckFailed') {
      // The answer changed since it was read: the same answers (the first of a double click) are this request's.
      const current = await myResponse(caller, schoolId, pollId);
      if (current && sameAnswers(JSON.parse(current.answers) as Answers, answers)) break;
      throw new AppError('conflict');
    }
    const full = takes.filter((_, index) => codes[index + 1] === 'ConditionalCheckFailed');
    if (full.length > 0) {
      throw new AppError(
        'poll-option-full',
        Object.fromEntries(full.map((optionId) => [limited.get(optionId)?.question.id ?? optionId, optionId])),
      );
    }
    if (!codes.includes('TransactionConflict') || attempt === CONFLICT_ATTEMPTS) throw new AppError('conflict');
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt, 10)));
  }
  return { id: pollId, taken: await takenOf(schoolId, pollId) };
};

const authorView = (response: ResponseItem, anonymous: boolean) =>
  anonymous
    ? { role: null, name: null, group: null }
    : {
        role: ({ student: 'S', guardian: 'E', tutor: 'L' } as const)[response.role],
        name: response.authorName,
        group: response.role === 'tutor' ? null : (response.groupName ?? null),
      };

/**
 * The evaluation 'Auswertung' (author only): counts per option (checkbox: Ja / Nein), free texts
 * with their authors ('Unbekannt' for anonymous polls and questions), and every response for the CSV
 * export (an anonymous question's answers only in the counts). One get and one query of the poll's
 * partition (pages of 1 MB).
 */
export const evaluatePoll = async (caller: Caller, pollId: string) => {
  const item = await ownPoll(caller, pollId);
  const content = contentOf(item);
  const { data } = await pollResponseEntity.query.byPoll({ schoolId: caller.schoolId, pollId }).go({ pages: 'all' });
  const responses = data.map((response) => ({ response, answers: JSON.parse(response.answers) as Answers }));
  const questions = content.sections.flatMap((section) => section.questions).filter((question) => question.type !== 'title');
  const evaluated = questions.map((question) => {
    const values = responses.map(({ response, answers }) => ({ response, value: answers[question.id] }));
    const anonymous = content.anonymous || question.anonymous;
    const counts =
      question.type === 'checkbox'
        ? [
            { id: 'yes', label: 'Ja', count: values.filter(({ value }) => value === true).length },
            { id: 'no', label: 'Nein', count: values.filter(({ value }) => value !== true).length },
          ]
        : question.options.map((option) => ({
            id: option.id,
            label: option.label,
            count: values.filter(({ value }) => Array.isArray(value) && value.includes(option.id)).length,
          }));
    const texts =
      question.type === 'text'
        ? values.flatMap(({ response, value }) =>
            typeof value === 'string' && value !== '' ? [{ author: authorView(response, anonymous), text: value }] : [],
          )
        : [];
    return { id: question.id, label: question.label, type: question.type, counts, texts };
  });
  const anonymousQuestions = new Set(questions.filter((question) => question.anonymous).map((question) => question.id));
  return {
    id: pollId,
    label: item.label,
    anonymous: content.anonymous,
    responseCount: responses.length,
    questions: evaluated,
    responses: responses.map(({ response, answers }) => ({
      author: authorView(response, content.anonymous),
      createdAt: response.createdAt,
      answers: Object.fromEntries(Object.entries(answers).filter(([id]) => !anonymousQuestions.has(id))),
    })),
  };
};
