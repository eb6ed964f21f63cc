import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * How many class register entries (absences and day notes) a student has in a school year, kept
 * in step with them: the counter is raised in the same transaction that creates an entry, so a
 * repeated save never counts twice. Access pattern: batch get the counters of a group's students
 * (Meine Klassen), one request per 100 students however many entries they have.
 */
export const studentEntriesEntity = new TableEntity(
  {
    model: { entity: 'studentEntries', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      studentUid: { type: 'string', required: true },
      entries: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byStudent: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'studentUid'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
