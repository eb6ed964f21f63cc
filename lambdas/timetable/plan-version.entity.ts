import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The version of everything a school's plans show (calendar feeds, weekplans, the today overview's
 * lessons, the pinboard's board lists): every write that can change a plan (lesson dates, meetings,
 * calendars, groups and their memberships, time blocks, the school year) adds 1, so a plan cached
 * at an older version is stale.
 * Access patterns:
 * - get by school (with the cached feed or weekplan, every read of one)
 * - add 1 by school (the writers)
 */
export const planVersionEntity = new TableEntity(
  {
    model: { entity: 'planVersion', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      version: { type: 'number' },
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
