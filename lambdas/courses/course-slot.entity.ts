import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * One of a student's choice slots in an offer (1..choosable; with priorities the slot is the
 * priority). Written only if absent in the subscription's transaction: two concurrent
 * subscriptions of one student can neither exceed maxOptions nor share a priority.
 */
export const courseSlotEntity = new TableEntity(
  {
    model: { entity: 'courseSlot', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      offerId: { type: 'string', required: true },
      studentUid: { type: 'string', required: true },
      slot: { type: 'number', required: true },
      optionId: { type: 'string', required: true },
    },
    indexes: {
      byOffer: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'offerId'] },
        sk: { field: 'sk', composite: ['studentUid', 'slot'] },
      },
    },
  },
  entityConfig(),
);
