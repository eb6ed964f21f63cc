import { answerIssues, limitedOptionsOf, pollStateOf, takenOptionIds } from '../../shared/poll-rules.js';
import type { Answers, PollContent } from '../../shared/schemas/poll.schema.js';
import { AppError } from '../_lib/app-error.js';
import { contentOf, type PollItem } from './poll.model.js';

/** The content an answer goes to: a published poll's, before its due date ran out, and the answers keep its rules (§5). */
export const answerableContent = (item: PollItem | null, callerUid: string, answers: Answers, today: string) => {
  if (!item || ((item.kind !== 'poll' || !item.published) && item.authorUid !== callerUid)) throw new AppError('not-found');
  if (item.kind !== 'poll' || !item.published) throw new AppError('poll-not-published');
  const content = contentOf(item);
  if (pollStateOf({ published: true, dueDate: item.dueDate ?? null }, today) === 'expired') throw new AppError('poll-expired');
  const issues = answerIssues(content, answers);
  if (Object.keys(issues).length > 0) throw new AppError('validation-failed', issues);
  return content;
};

/** An answer's place changes: a limited option newly chosen takes a place, one dropped gives its place back. */
export const placeChangesOf = (content: PollContent, stored: Answers | null, answers: Answers) => {
  const before = takenOptionIds(content, stored);
  const after = takenOptionIds(content, answers);
  return {
    limited: new Map(limitedOptionsOf(content).map(({ question, option }) => [option.id, { question, option }])),
    takes: [...after].filter((id) => !before.has(id)),
    releases: [...before].filter((id) => !after.has(id)),
  };
};
export type PlaceChanges = ReturnType<typeof placeChangesOf>;

/** The options a cancelled answer found full, by question id: the counters after the answer's write (index 0) whose condition failed. */
export const fullOptionsOf = ({ takes, limited }: PlaceChanges, codes: readonly (string | undefined)[]) =>
  Object.fromEntries(
    takes
      .filter((_, index) => codes[index + 1] === 'ConditionalCheckFailed')
      .map((optionId) => [limited.get(optionId)?.question.id ?? optionId, optionId]),
  );
