import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A calendar of a school ('Schulkalender', 'Lehrerkalender', one per class): name and colour, its
 * students (those of its groups, and their guardians) and whether every tutor sees and uses it.
 * Admins manage calendars. Access patterns:
 * - list the calendars of a school (one query: the calendar page, the visibility of meetings and
 *   the calendars of a weekplan; a school has a few dozen at most)
 */
export const calendarEntity = new TableEntity(
  {
    model: { entity: 'calendar', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      book: { type: ['calendars'] as const, default: 'calendars', readOnly: true },
      calendarId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      color: { type: 'string', required: true },
      groupIds: { type: 'list', items: { type: 'string' }, default: () => [] },
      allTutors: { type: 'boolean', default: false },
      /** Counts the calendar's saves (an edit names the one it read); a calendar stored before has none and is at 1. */
      revision: { type: 'number' },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId', 'book'] },
        sk: { field: 'sk', composite: ['calendarId'] },
      },
    },
  },
  entityConfig(),
);
