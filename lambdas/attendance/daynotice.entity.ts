import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A note about a student for one day (the spec's Daynotice: day, endtime, title, content, student,
 * author), in a partition per school, school year and day. `groupIds` are the student's groups
 * when the note was written, so a day's notes can be matched to lessons without a query per group.
 * Access pattern: list the notes of a school's day, together with its absences in the collection
 * `attendanceOfDay` (today overview: one query however many lessons); list a student's notes of
 * every school year (index byStudent: the Art. 15 export).
 */
export const daynoticeEntity = new TableEntity(
  {
    model: { entity: 'daynotice', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      daynoticeId: { type: 'string', required: true },
      studentUid: { type: 'string', required: true },
      groupIds: { type: 'list', items: { type: 'string' }, required: true },
      endtime: { type: 'string' },
      title: { type: 'string', required: true },
      content: { type: 'string', required: true },
      authorUid: { type: 'string', required: true },
    },
    indexes: {
      byDay: {
        collection: 'attendanceOfDay',
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'day'] },
        sk: { field: 'sk', composite: ['studentUid', 'daynoticeId'] },
      },
      byStudent: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'studentUid'] },
        sk: { field: 'gsi1sk', composite: ['schoolYearId', 'day', 'daynoticeId'] },
      },
    },
  },
  entityConfig(),
);
