import type { Caller } from '../_lib/caller.js';
import { inboxOf } from './inbox-items.service.js';
import { receivedNotificationEntity } from './received-notification.entity.js';

/** Whether the caller's inbox (a guardian's for the child) holds a notification that links the poll. */
export const receivedNotificationLinkingPoll = async (caller: Caller, pollId: string) => {
  const { data } = await receivedNotificationEntity.query
    .byInbox(inboxOf(caller))
    .where(({ pollId: linked }, { eq }) => eq(linked, pollId))
    .go({ pages: 'all', count: 1, attributes: ['receivedId'] });
  return data.length > 0;
};
