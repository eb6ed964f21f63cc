import { requireSubject, type Caller } from '../_lib/caller.js';
import { receivedNotificationEntity } from './received-notification.entity.js';

/** An inbox of a person: their own (subject = themselves) or a guardian's for one child (in the child's school). */
export interface InboxKey {
  schoolId: string;
  recipientUid: string;
  subjectUid: string;
}

/** Everything in the given inboxes, read and unread (one paged query per inbox). */
export const itemsOfInboxes = async (inboxes: InboxKey[]) =>
  (await Promise.all(inboxes.map((inbox) => receivedNotificationEntity.query.byInbox(inbox).go({ pages: 'all' })))).flatMap(
    ({ data }) => data,
  );

/** The inbox the caller reads: their own, or a guardian's for the active child (in the child's school). */
export const inboxOf = (caller: Caller): InboxKey => {
  const subject = requireSubject(caller);
  return caller.role === 'guardian'
    ? { schoolId: subject.schoolId, recipientUid: caller.uid, subjectUid: subject.uid }
    : { schoolId: caller.schoolId, recipientUid: caller.uid, subjectUid: caller.uid };
};
