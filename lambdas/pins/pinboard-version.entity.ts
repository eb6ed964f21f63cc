import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';
import { PIN_INDEX } from './pin-index.entity.js';

/**
 * The version of a school's own pinboards: every board write adds 1 after it, so a reader's cached
 * board list at an older version is stale. Access patterns: get by school (with the index), add 1.
 */
export const pinboardVersionEntity = new TableEntity(
  {
    model: { entity: 'pinboardVersion', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      pinIndex: { type: [PIN_INDEX] as const, required: true },
      version: { type: 'number' },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId', 'pinIndex'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
