import { Entity } from 'electrodb';
import { entityConfig } from '../_lib/db.js';

/**
 * The version of everything a school's calendar feeds show: every write that can change a feed
 * (lesson dates, meetings, calendars, group memberships) adds 1, so a cached feed rendered at an
 * older version is stale. Access patterns:
 * - get by school (with the cached feed, every feed fetch)
 * - add 1 by school (the writers)
 */
export const calendarFeedVersionEntity = new Entity(
  {
    model: { entity: 'calendarFeedVersion', version: '1', service: 'schulapp' },
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
