import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { receivedNotificationLinkingPoll } from '../notifications/notifications-linking-poll.service.js';
import { seesPinLinkingPoll } from '../pins/pins-linking-poll.service.js';

/**
 * A published poll is for the people its author shared it with: who sees a pin linking it (a guardian through the
 * child's boards) or received a notification linking it. Anyone else of the school is refused with
 * 'poll-not-addressed', also when they know its address. The author always reaches their own poll.
 */
export const requirePollAudience = async (caller: Caller, poll: { pollId: string; authorUid: string }) => {
  if (poll.authorUid === caller.uid) return;
  const [onPin, inInbox] = await Promise.all([
    seesPinLinkingPoll(caller, poll.pollId),
    receivedNotificationLinkingPoll(caller, poll.pollId),
  ]);
  if (!onPin && !inInbox) throw new AppError('poll-not-addressed');
};
