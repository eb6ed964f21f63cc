import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A notification a tutor sent (or scheduled) to a class or course, or to one student of it.
 * `notificationId` starts with the creation time, so the author's list sorts by time. Its status
 * goes scheduled → sending → sent; the fan-out job writes the received items. Access patterns:
 * - list an author's sent notifications, newest first (bySender, descending, the 50 newest)
 * - get one by author and id (the fan-out job; edit and cancel of a scheduled send)
 */
export const sentNotificationEntity = new TableEntity(
  {
    model: { entity: 'sentNotification', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      authorUid: { type: 'string', required: true },
      notificationId: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** When it reaches the recipients: the creation time, or the scheduled time. */
      deliverAt: { type: 'string', required: true },
      scheduled: { type: 'boolean', required: true },
      status: { type: ['scheduled', 'sending', 'sent'] as const, required: true },
      type: { type: ['info', 'attention', 'important', 'emergency'] as const, required: true },
      title: { type: 'string', required: true },
      body: { type: 'string', required: true },
      receivers: {
        type: 'map',
        required: true,
        properties: {
          tutors: { type: 'boolean', required: true },
          students: { type: 'boolean', required: true },
          guardians: { type: 'boolean', required: true },
        },
      },
      showAdmin: { type: 'boolean', required: true },
      /** Shown to recipients when showAdmin is on. */
      senderName: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      groupId: { type: 'string', required: true },
      groupName: { type: 'string', required: true },
      studentUid: { type: 'string' },
      studentName: { type: 'string' },
      /** The linked poll (lambdas/polls/poll-link.service.ts), copied into every inbox. */
      pollId: { type: 'string' },
      pollLabel: { type: 'string' },
      /** The linked pin (lambdas/pins/pin-link.service.ts), opened on /pins?pin={pinId}. */
      pinId: { type: 'string' },
      pinTitle: { type: 'string' },
      /** Registered recipients: counted at sending, then set by the fan-out. */
      recipients: { type: 'number', required: true },
    },
    indexes: {
      bySender: {
        pk: { field: 'pk', composite: ['schoolId', 'authorUid'] },
        sk: { field: 'sk', composite: ['notificationId'] },
      },
    },
  },
  entityConfig(),
);
