import { sameAnswers } from '../../shared/poll-rules.js';
import type { Answers } from '../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { entityService } from '../_lib/entity-service.js';
import { findUserRecord } from '../users/user.service.js';
import { answerableContent, fullOptionsOf, placeChangesOf } from './poll-answer.model.js';
import { requirePollAudience } from './poll-audience.service.js';
import { pollPlaceEntity } from './poll-place.entity.js';
import { getPollItem, myResponse, takenOf } from './poll-read.service.js';
import { pollResponseEntity } from './poll-response.entity.js';
import { responderKeyOf, schoolOf } from './poll.model.js';

const answerWrites = entityService({ pollResponseEntity, pollPlaceEntity });

/** How often an answer is written again when a simultaneous answer wrote one of its counters first. */
const CONFLICT_ATTEMPTS = 30;

/** Who answers, as the evaluation shows it: a student's class, for a guardian the child's name and class. */
const authorOf = async (caller: Caller) => {
  if (caller.role === 'tutor') return { role: 'tutor' as const, authorName: caller.user.displayName };
  if (caller.role === 'student')
    return { role: 'student' as const, authorName: caller.user.displayName, groupName: caller.user.groupDisplayName };
  const subject = requireSubject(caller);
  const child = await findUserRecord(subject.schoolId, subject.uid);
  return {
    role: 'guardian' as const,
    authorName: caller.user.displayName,
    childName: child?.displayName,
    groupName: child?.groupDisplayName,
  };
};

/** Which answer's write failed in a cancelled transaction: the response (index 0) or a counter. */
interface Cancellation {
  canceled: true;
  data: readonly { code?: string }[];
}

/**
 * Saves the caller's answers to an open published poll shared with them (§5 rules enforced). The answer and its
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
  if (item?.kind === 'poll' && item.published) await requirePollAudience(caller, item);
  const content = answerableContent(item, caller.uid, answers, berlinToday());

  const stored = previous ? (JSON.parse(previous.answers) as Answers) : null;
  if (stored && sameAnswers(stored, answers)) return { id: pollId, taken: await takenOf(schoolId, pollId) };
  const changes = placeChangesOf(content, stored, answers);
  const key = { schoolId, pollId };
  const now = new Date().toISOString();
  const transaction = answerWrites.transaction.write(({ pollResponseEntity: responses, pollPlaceEntity: places }) => [
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
    ...changes.takes.map((optionId) =>
      places
        .update({ ...key, optionId })
        .add({ taken: 1 })
        .where(({ taken }, { lt }) => lt(taken, changes.limited.get(optionId)?.option.availability ?? 0))
        .commit(),
    ),
    ...changes.releases.map((optionId) =>
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
    const full = fullOptionsOf(changes, codes);
    if (Object.keys(full).length > 0) throw new AppError('poll-option-full', full);
    if (!codes.includes('TransactionConflict') || attempt === CONFLICT_ATTEMPTS) throw new AppError('conflict');
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt, 10)));
  }
  return { id: pollId, taken: await takenOf(schoolId, pollId) };
};
