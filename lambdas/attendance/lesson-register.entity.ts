import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The class register of one lesson ('Tagebuch'): whether the attendance control was started, the
 * event options (topic, notice) and every student's presence options as one map, so a save of all
 * students is a single conditional-free put. In the partition of the school's day, in the
 * collection `attendanceOfDay` with the day's absences and notes: one query gives a day's whole
 * register. Access pattern: get the register of one lesson; list a day's registers (also the
 * unexcused-absence alert job, which reads the day's final state).
 */
export const lessonRegisterEntity = new TableEntity(
  {
    model: { entity: 'lessonRegister', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      lessonDateId: { type: 'string', required: true },
      groupIds: { type: 'list', items: { type: 'string' }, required: true },
      controllStarted: { type: 'boolean', required: true },
      topic: { type: 'string' },
      notice: { type: 'string' },
      /** Student uid to the student's options (shared/schemas/classbook.schema.ts, checked on the way in). */
      students: { type: 'any', required: true },
      authorUid: { type: 'string', required: true },
      /**
       * The lesson's name and times when it was saved: the unexcused-absence alert names the lesson
       * and waits for its start. Registers saved before carry none (their lesson counts as begun).
       */
      displayName: { type: 'string' },
      starttime: { type: 'string' },
      endtime: { type: 'string' },
    },
    indexes: {
      byDay: {
        collection: 'attendanceOfDay',
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'day'] },
        sk: { field: 'sk', composite: ['lessonDateId'] },
      },
    },
  },
  entityConfig(),
);
