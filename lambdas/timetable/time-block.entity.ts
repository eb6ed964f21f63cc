import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A time block of a school year's time grid ('1. Stunde' 08:00–08:45). Access patterns:
 * - list the blocks of a school year (weekplan rows: one query)
 */
export const timeBlockEntity = new TableEntity(
  {
    model: { entity: 'timeBlock', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      blockId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
      type: { type: ['lesson', 'break'] as const, default: 'lesson' },
      /** Where the item came from when an import wrote it ('untis'); absent for items made otherwise. */
      source: { type: 'string' },
    },
    indexes: {
      byYear: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId'] },
        sk: { field: 'sk', composite: ['starttime', 'blockId'] },
      },
    },
  },
  entityConfig(),
);
