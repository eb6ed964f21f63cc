import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The places taken of one limited option of a published poll: written with the poll's publishing
 * (taken 0) and raised only while `taken < availability`, in the same transaction as the answer
 * that takes it, so an option is never overbooked. Access patterns:
 * - list a poll's counters (poll page: which options are full)
 * - raise or lower one counter (answer transaction)
 */
export const pollPlaceEntity = new TableEntity(
  {
    model: { entity: 'pollPlace', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      pollId: { type: 'string', required: true },
      optionId: { type: 'string', required: true },
      availability: { type: 'number', required: true },
      taken: { type: 'number', required: true },
    },
    indexes: {
      byPoll: {
        collection: 'pollData',
        pk: { field: 'pk', composite: ['schoolId', 'pollId'] },
        sk: { field: 'sk', composite: ['optionId'] },
      },
    },
  },
  entityConfig(),
);
