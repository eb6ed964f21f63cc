import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * Which login alert a person confirmed with 'OK' (the last one; an older id means the current one
 * is still to be shown). Access patterns:
 * - get by school and person (at sign-in)
 * - put by school and person ('OK')
 */
export const loginAlertReceiptEntity = new TableEntity(
  {
    model: { entity: 'loginAlertReceipt', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      alertId: { type: 'string', required: true },
      seenAt: { type: 'string', required: true },
    },
    indexes: {
      bySchoolAndPerson: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['uid'] },
      },
    },
  },
  entityConfig(),
);
