import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** Delivery records are kept a while so that a late retry still finds them, then expire. */
export const PUSH_DELIVERY_KEEP_DAYS = 14;

/**
 * One push of one received notification to one person (all their devices), in the person's
 * partition. The key (person + receivedId) is deterministic and created conditionally, so a
 * retried or doubled fan-out pushes once. 'held': outside the push window, goes out at `dueAt`.
 * Access patterns:
 * - create once per person and notification (conditional put)
 * - list a person's deliveries when their window opens (one query, the held ones pushed)
 */
export const pushDeliveryEntity = new TableEntity(
  {
    model: { entity: 'pushDelivery', version: '1', service: 'schulapp' },
    attributes: {
      pushUid: { type: 'string', required: true },
      receivedId: { type: 'string', required: true },
      type: { type: 'string', required: true },
      title: { type: 'string', required: true },
      body: { type: 'string', required: true },
      status: { type: ['pending', 'held', 'sent', 'dropped'] as const, required: true },
      dueAt: { type: 'string' },
      expiresAt: { type: 'number' },
    },
    indexes: {
      byPerson: {
        pk: { field: 'pk', composite: ['pushUid'] },
        sk: { field: 'sk', composite: ['receivedId'] },
      },
    },
  },
  entityConfig(),
);
