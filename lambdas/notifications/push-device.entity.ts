import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One device's Web Push subscription (the browser's PushSubscription), in the partition of the
 * person it belongs to. A guardian's inboxes lie in the children's schools, so the partition is the
 * person's uid and the item names their own school and role (where their push times live).
 * Access patterns:
 * - put or delete one device (the browser's device id: one subscription per device)
 * - list a person's devices when a push goes out (one query)
 */
export const pushDeviceEntity = new TableEntity(
  {
    model: { entity: 'pushDevice', version: '1', service: 'schulapp' },
    attributes: {
      pushUid: { type: 'string', required: true },
      deviceId: { type: 'string', required: true },
      schoolId: { type: 'string', required: true },
      role: { type: ['student', 'tutor', 'guardian'] as const, required: true },
      endpoint: { type: 'string', required: true },
      p256dh: { type: 'string', required: true },
      auth: { type: 'string', required: true },
      subscribedAt: { type: 'string', required: true },
    },
    indexes: {
      byPerson: {
        pk: { field: 'pk', composite: ['pushUid'] },
        sk: { field: 'sk', composite: ['deviceId'] },
      },
    },
  },
  entityConfig(),
);
