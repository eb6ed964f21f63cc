import { Entity } from 'electrodb';
import { entityConfig } from '../_lib/db.js';

/**
 * A notification received by one user. Access patterns:
 * - list a user's notifications, newest first (sort key starts with the creation time)
 * - list a user's unread notifications (index unreadByRecipient: a sparse index, only unread
 *   items carry its keys, so counting never reads read notifications)
 */
export const notificationEntity = new Entity(
  {
    model: { entity: 'notification', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      recipientUid: { type: 'string', required: true },
      notificationId: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      type: { type: ['info', 'attention', 'important', 'emergency', 'sent'] as const, required: true },
      title: { type: 'string', required: true },
      body: { type: 'string', required: true },
      senderUid: { type: 'string' },
      unread: { type: 'boolean', required: true },
    },
    indexes: {
      byRecipient: {
        pk: { field: 'pk', composite: ['schoolId', 'recipientUid'] },
        sk: { field: 'sk', composite: ['createdAt', 'notificationId'] },
      },
      unreadByRecipient: {
        index: 'gsi1',
        condition: (attributes) => attributes.unread === true,
        pk: { field: 'gsi1pk', composite: ['schoolId', 'recipientUid'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'notificationId'] },
      },
    },
  },
  entityConfig(),
);
