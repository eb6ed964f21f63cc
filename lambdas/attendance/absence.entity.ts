import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A student's absence (the spec's Absence: start, end, starttime, endtime, notice, reason,
 * holeDay), stored once per school day it covers, in a partition per school, school year and day,
 * like lesson dates per audience: a day's absences are one query, however long each one is.
 * `groupIds` are the student's groups when it was entered. The copies of one absence are written
 * together. `reportedByGuardian` marks a guardian's 'Krankmeldung', `confirmedByUid` the class
 * teacher who confirmed it. Access patterns:
 * - list the absences of a school's day, together with its notes in the collection `attendanceOfDay`
 *   (today overview)
 * - get the day copies of one absence (index byAbsence: change or remove it)
 * - list a student's absences of every school year (index byStudent: the Art. 15 export)
 */
export const absenceEntity = new TableEntity(
  {
    model: { entity: 'absence', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      absenceId: { type: 'string', required: true },
      studentUid: { type: 'string', required: true },
      groupIds: { type: 'list', items: { type: 'string' }, required: true },
      start: { type: 'string', required: true },
      end: { type: 'string', required: true },
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
      holeDay: { type: 'boolean', required: true },
      reason: { type: 'number', required: true },
      notice: { type: 'string' },
      authorUid: { type: 'string', required: true },
      reportedByGuardian: { type: 'boolean' },
      confirmedByUid: { type: 'string' },
    },
    indexes: {
      byDay: {
        collection: 'attendanceOfDay',
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'day'] },
        sk: { field: 'sk', composite: ['studentUid', 'absenceId'] },
      },
      byAbsence: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['schoolId', 'schoolYearId', 'absenceId'] },
        sk: { field: 'gsi1sk', composite: ['day'] },
      },
      byStudent: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['schoolId', 'studentUid'] },
        sk: { field: 'gsi2sk', composite: ['schoolYearId', 'day', 'absenceId'] },
      },
    },
  },
  entityConfig(),
);
