import { randomUUID } from 'node:crypto';
import { limitedOptionsOf } from '../../shared/poll-rules.js';
import type { PollContent, PollKind } from '../../shared/schemas/poll.schema.js';
import { berlinToday } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
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
    await refuseWhenPublished(caller, pollId, error);
  }
  return { id: pollId };
};

/** §4: a poll copied as a template, or a template as a poll: unpublished, without due date. */
export const copyPoll = async (caller: Caller, pollId: string, as: PollKind) => {
  const source = await ownPoll(caller, pollId);
  return createPoll(caller, as, { ...contentOf(source), dueDate: null });
};
