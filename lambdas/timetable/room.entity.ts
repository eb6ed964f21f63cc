import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A room of a school (kept across school years). Access patterns:
 * - list the rooms of a school (admin, import)
 */
export const roomEntity = new TableEntity(
  {
    model: { entity: 'room', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      roomId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      number: { type: 'string' },
      addition: { type: 'string' },
      /** Where the item came from when an import wrote it ('untis'); absent for items made otherwise. */
      source: { type: 'string' },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['roomId'] },
      },
    },
  },
  entityConfig(),
);
