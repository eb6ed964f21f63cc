import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { pollEntity } from './poll.entity.js';

/** What a notification (and later a pin) carries of a poll: its id, and its label to show. */
export interface PollLink {
  pollId: string;
  pollLabel: string;
}

/**
 * The link to a poll that a tutor attaches to what they send: only their own published poll (one
 * get, read only). Recipients open it by id on /poll/{id}, which reads it in their own school.
 */
export const ownPublishedPollLink = async (caller: Caller, pollId: string): Promise<PollLink> => {
  const { data } = await pollEntity.get({ schoolId: caller.schoolId, pollId }).go();
  if (data?.authorUid !== caller.uid || data.kind !== 'poll' || !data.published)
    throw new AppError('validation-failed', { pollId: 'not_published' });
  return { pollId: data.pollId, pollLabel: data.label };
};
