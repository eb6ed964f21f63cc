import type { EntityItem } from 'electrodb';
import { pollContentIssues, pollStateOf } from '../../shared/poll-rules.js';
import type { Answers, Poll, PollContent, PollKind, PollSummary } from '../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { countedRevision } from '../_lib/revision.js';
import type { pollResponseEntity } from './poll-response.entity.js';
import type { pollEntity } from './poll.entity.js';

export type PollItem = EntityItem<typeof pollEntity>;
export type ResponseItem = EntityItem<typeof pollResponseEntity>;

/** An item holds at most 400 KB: the stored content stays well below. */
export const POLL_CONTENT_MAX_CHARS = 300_000;

/**
 * The school a caller's polls live in: the own one, a guardian's active child's (a guardian answers
 * for the child, from the child's pins and notifications).
 */
export const schoolOf = (caller: Caller) => (caller.role === 'guardian' ? requireSubject(caller).schoolId : caller.schoolId);
/** Whose answer it is: one per person, a guardian's once per child. */
export const responderKeyOf = (caller: Caller) => (caller.role === 'guardian' ? `${caller.uid}:${requireSubject(caller).uid}` : caller.uid);

export const contentOf = (item: PollItem): PollContent => {
  const stored = JSON.parse(item.content) as Omit<PollContent, 'label' | 'dueDate'>;
  return { ...stored, label: item.label, dueDate: item.dueDate ?? null };
};

export const storedContent = (content: PollContent) => {
  const { label, dueDate, ...rest } = content;
  const json = JSON.stringify(rest);
  if (json.length > POLL_CONTENT_MAX_CHARS) throw new AppError('validation-failed', { sections: 'too_large' });
  return { label, content: json, ...(dueDate ? { dueDate } : {}) };
};

export const checkContent = (content: PollContent, options: { publishing?: boolean; kind?: PollKind; today?: string } = {}) => {
  const issues = pollContentIssues(content, options);
  if (Object.keys(issues).length > 0) throw new AppError('validation-failed', issues);
};

export const summaryOf = (item: PollItem, today: string): PollSummary => ({
  id: item.pollId,
  kind: item.kind,
  label: item.label,
  dueDate: item.dueDate ?? null,
  published: item.published,
  state: pollStateOf({ published: item.published, dueDate: item.dueDate ?? null }, today),
  createdAt: item.createdAt,
});

/**
 * A poll the caller may read, and whether it is their own: their own (draft, template), or any
 * published poll of their school (a guardian's: the child's school); anything else is not found.
 */
export const readablePoll = (item: PollItem | null, caller: Pick<Caller, 'uid' | 'schoolId'>) => {
  if (!item) throw new AppError('not-found');
  const own = item.authorUid === caller.uid && item.schoolId === caller.schoolId;
  if (!own && !(item.kind === 'poll' && item.published)) throw new AppError('not-found');
  return { item, own };
};

export const pollOf = (item: PollItem, own: boolean, taken: Record<string, number>, response: ResponseItem | null): Poll => ({
  ...summaryOf(item, berlinToday()),
  content: contentOf(item),
  own,
  taken,
  myAnswers: response ? (JSON.parse(response.answers) as Answers) : null,
  revision: countedRevision(item.revision),
});
