import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A notification received by one person, in the inbox of the person they act as: a tutor's or
 * student's own inbox (subjectUid = recipientUid), or a guardian's inbox for one child (subjectUid
 * = the child, schoolId = the child's school), so a guardian sees what was addressed to the
 * guardians of the active child. `receivedId` is the delivery time (compact ISO) and the sent
 * notification's id: deterministic, so a repeated fan-out hits the same item, and sorted by time.
 * Access patterns:
 * - list an inbox, newest first (byInbox, descending, the 50 newest)
 * - list an inbox's unread notifications (unreadByInbox: a sparse index, only unread items carry
 *   its keys, so counting never reads read notifications)
 * - mark one read or unread (get by inbox and receivedId)
 */
export const receivedNotificationEntity = new TableEntity(
  {
    model: { entity: 'receivedNotification', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      recipientUid: { type: 'string', required: true },
      subjectUid: { type: 'string', required: true },
      receivedId: { type: 'string', required: true },
      notificationId: { type: 'string', required: true },
      deliveredAt: { type: 'string', required: true },
      type: { type: ['info', 'attention', 'important', 'emergency', 'sent'] as const, required: true },
      title: { type: 'string', required: true },
      body: { type: 'string', required: true },
      senderName: { type: 'string' },
      /** The linked poll, opened on /poll/{pollId}. */
      pollId: { type: 'string' },
      pollLabel: { type: 'string' },
      /** The linked pin (lambdas/pins/pin-link.service.ts), opened on /pins?pin={pinId}. */
      pinId: { type: 'string' },
      pinTitle: { type: 'string' },
      unread: { type: 'boolean', required: true },
    },
    indexes: {
      byInbox: {
        pk: { field: 'pk', composite: ['schoolId', 'recipientUid', 'subjectUid'] },
        sk: { field: 'sk', composite: ['receivedId'] },
      },
      unreadByInbox: {
        index: 'gsi1',
        condition: (attributes) => attributes.unread === true,
        pk: { field: 'gsi1pk', composite: ['schoolId', 'recipientUid', 'subjectUid'] },
        sk: { field: 'gsi1sk', composite: ['receivedId'] },
      },
    },
  },
  entityConfig(),
);
