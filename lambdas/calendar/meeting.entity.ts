import { meetingRepeats } from '../../shared/schemas/calendar.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A meeting ('Termin') of a school and its current dates. Its dates are dated events of kind
 * meetingDate (timetable's lesson dates), one copy per audience (each calendar, each tutor), so the
 * weekplan, today overview and calendar feed show them through the items they read anyway.
 *
 * The meeting item is the commit point of a save: it names the `revision` of its dates. A save
 * writes the copies of a new revision first, then switches the meeting to it with a condition on
 * the revision it read, then deletes the old copies. Readers keep only copies whose revision is the
 * meeting's current one, so a failed save (or a cleanup that did not finish) never shows half of
 * an edit: before the switch everyone sees the old dates, after it the new ones. A save's revision and a
 * new meeting's id come from the user action, so a repeated attempt finds its own earlier write.
 * Access patterns:
 * - list the meetings of a school (the calendar page filters by visibility and window)
 * - get meetings by id (batch: the current revisions of the meeting dates a reader found)
 */
export const meetingEntity = new TableEntity(
  {
    model: { entity: 'meeting', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      book: { type: ['meetings'] as const, default: 'meetings', readOnly: true },
      meetingId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      revision: { type: 'string', required: true },
      authorUid: { type: 'string', required: true },
      authorName: { type: 'string', required: true },
      name: { type: 'string', required: true },
      description: { type: 'string', default: '' },
      calendarIds: { type: 'list', items: { type: 'string' }, required: true },
      rooms: {
        type: 'list',
        default: () => [],
        items: {
          type: 'map',
          properties: { roomId: { type: 'string', required: true }, name: { type: 'string', required: true } },
        },
      },
      tutors: {
        type: 'list',
        default: () => [],
        items: { type: 'map', properties: { uid: { type: 'string', required: true }, short: { type: 'string', required: true } } },
      },
      tutorGroupIds: { type: 'list', items: { type: 'string' }, default: () => [] },
      /** The class tutors of the tutor groups when it was saved: they see the meeting too. */
      tutorGroupTutorUids: { type: 'list', items: { type: 'string' }, default: () => [] },
      start: { type: 'string', required: true },
      end: { type: 'string', required: true },
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
      includeVacations: { type: 'boolean', default: false },
      onBoard: { type: 'boolean', default: false },
      repeat: { type: meetingRepeats, required: true },
      /** The days of the current revision and the audiences their copies were written to. */
      days: { type: 'list', items: { type: 'string' }, default: () => [] },
      audiences: { type: 'list', items: { type: 'string' }, default: () => [] },
      /** The revision this one replaced, as far as its copies go: a later save removes those its own cleanup left. */
      replaced: {
        type: 'map',
        properties: {
          revision: { type: 'string', required: true },
          schoolYearId: { type: 'string', required: true },
          starttime: { type: 'string', required: true },
          days: { type: 'list', items: { type: 'string' }, required: true },
          audiences: { type: 'list', items: { type: 'string' }, required: true },
        },
      },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId', 'book'] },
        sk: { field: 'sk', composite: ['meetingId'] },
      },
    },
  },
  entityConfig(),
);
