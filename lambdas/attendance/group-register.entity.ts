import { eventCollectionSchema } from '../../shared/schemas/timetable.schema.js';
import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The class register of one lesson as one of its groups keeps it: a copy of the lesson's register
 * (lesson-register.entity.ts) for each of its groups, with the lesson's name, subject and time, in
 * a partition per school, school year and group, sorted by day. The statistics 'Klassenbuch' of a
 * class over any period is therefore one query (a page per megabyte), however many lessons it
 * holds. The copies are written with the register in one transaction. `classbookGroupId` is the
 * group's id, named apart from `groupId` so that the partition (and the right to write it) is the
 * class register's own, not the group members'. Access pattern: list a group's registers of a period.
 */
export const groupRegisterEntity = new TableEntity(
  {
    model: { entity: 'groupRegister', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      classbookGroupId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      starttime: { type: 'string', required: true },
      endtime: { type: 'string', required: true },
      lessonDateId: { type: 'string', required: true },
      collection: { type: eventCollectionSchema.options, required: true },
      displayName: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      /** The display names of the lesson's groups. */
      groups: { type: 'list', items: { type: 'string' }, required: true },
      controllStarted: { type: 'boolean', required: true },
      topic: { type: 'string' },
      notice: { type: 'string' },
      /** Student uid to the student's options, as in the lesson's register. */
      students: { type: 'any', required: true },
    },
    indexes: {
      byGroup: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'classbookGroupId'] },
        sk: { field: 'sk', composite: ['day', 'starttime', 'lessonDateId'] },
      },
    },
  },
  entityConfig(),
);
