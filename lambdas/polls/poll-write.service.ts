import { randomUUID } from 'node:crypto';
import { limitedOptionsOf } from '../../shared/poll-rules.js';
import type { PollContent, PollKind, UpdatePollBody } from '../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { pollPlaceEntity } from './poll-place.entity.js';
import { getPoll, getPollItem, ownPoll } from './poll-read.service.js';
import { pollEntity } from './poll.entity.js';
import { checkContent, contentOf, pollOf, storedContent } from './poll.model.js';

const publishWrites = entityService({ pollEntity, pollPlaceEntity });

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
      revision: 1,
      ...storedContent(content),
    })
    .go();
  return pollOf(item.data, true, {}, null);
};

/** Why a guarded write failed: published meanwhile, saved meanwhile (`revision` given), or gone. */
const refuseWhenChanged = async (caller: Caller, pollId: string, error: unknown, revision?: number): Promise<never> => {
  if (!isConditionFailure(error)) throw error;
  const item = await getPollItem(caller.schoolId, pollId);
  if (item?.authorUid !== caller.uid) throw new AppError('not-found');
  if (item.published) throw new AppError('poll-published');
  if (revision !== undefined && countedRevision(item.revision) !== revision) throw outdatedEdit();
  throw new AppError('conflict');
};

/**
 * Saves an unpublished poll's or a template's content; a published poll never changes. The edit names the revision it
 * was loaded at: another one (a save meanwhile, e.g. in a second tab) answers 409 'conflict' with `revision: 'outdated'`,
 * and the write is guarded by it against a save now.
 */
export const updatePoll = async (caller: Caller, pollId: string, { content, revision }: UpdatePollBody) => {
  const current = await ownPoll(caller, pollId);
  if (current.published) throw new AppError('poll-published');
  requireRevision(countedRevision(current.revision), revision);
  checkContent(content, { kind: current.kind });
  const { dueDate, ...stored } = storedContent(content);
  try {
    const patch = pollEntity.patch({ schoolId: caller.schoolId, pollId }).set({ ...stored, revision: revision + 1 });
    const updated = dueDate ? patch.set({ dueDate }) : patch.remove(['dueDate']);
    await updated
      .where(
        ({ published, authorUid, revision: storedRevision }, operators) =>
          `${operators.eq(published, false)} AND ${operators.eq(authorUid, caller.uid)} AND ${stillAtRevision(storedRevision, revision, operators)}`,
      )
      .go();
  } catch (error) {
    await refuseWhenChanged(caller, pollId, error, revision);
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
  const result = await publishWrites.transaction
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
    await refuseWhenChanged(caller, pollId, error);
  }
  return { id: pollId };
};

/** §4: a poll copied as a template, or a template as a poll: unpublished, without due date. */
export const copyPoll = async (caller: Caller, pollId: string, as: PollKind) => {
  const source = await ownPoll(caller, pollId);
  return createPoll(caller, as, { ...contentOf(source), dueDate: null });
};
