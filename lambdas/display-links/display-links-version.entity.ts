import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * How many display links a school has created, in the school's partition: each create adds 1 on the
 * condition that it still holds the count its limit check saw, so two creates at the same moment
 * cannot both pass the check (one ends in a conflict). Revoking or expiring only lowers the number
 * of links, so neither touches it. Access patterns: get by school (beside the links' query), add 1.
 */
export const displayLinksVersionEntity = new TableEntity(
  {
    model: { entity: 'displayLinksVersion', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      version: { type: 'number', required: true },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
