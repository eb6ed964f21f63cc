import { requireSubject, type Caller } from '../_lib/caller.js';
import { notificationEntity } from './notification.entity.js';

/** Unread notifications of the person the caller acts as (the envelope in the header). */
export const countUnread = async (caller: Caller) => {
  const subject = requireSubject(caller);
  const { data } = await notificationEntity.query
    .unreadByRecipient({ schoolId: subject.schoolId, recipientUid: subject.uid })
    .go({ pages: 'all', attributes: ['notificationId'] });
  return { unread: data.length };
};
