import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A subject of a school year with its display colour. Lesson dates carry a copy of name, colour
 * and shade, so the weekplan needs no subject lookups. Access patterns:
 * - list the subjects of a school year (admin, import)
 */
export const subjectEntity = new TableEntity(
  {
    model: { entity: 'subject', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      subjectId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      color: { type: 'string', required: true },
      shade: { type: 'number', default: 500 },
      /** Where the item came from when an import wrote it ('untis'); absent for items made otherwise. */
      source: { type: 'string' },
    },
    indexes: {
      byYear: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId'] },
        sk: { field: 'sk', composite: ['subjectId'] },
      },
    },
  },
  entityConfig(),
);
