import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/** A noted day is kept this long after it (the window job reads it when the day is 7 days ahead). */
export const CHANGE_DAY_KEEP_DAYS = 2;

/**
 * A day beyond the alert window on which an import wrote lesson changes to announce: one item per
 * day, school, school year and import source, in a partition per day (across schools). When the
 * day enters the window, the daily window job reads the source's lesson dates of that day and
 * announces their changes. Kept until two days after the day, then expires. Access patterns:
 * - note a day (put, idempotent) when an import writes changes beyond the window
 * - list the schools and sources with changes on a day (the daily window job)
 */
export const lessonChangeDayEntity = new TableEntity(
  {
    model: { entity: 'lessonChangeDay', version: '1', service: 'schulapp' },
    attributes: {
      changeDay: { type: 'string', required: true },
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      source: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byDay: {
        pk: { field: 'pk', composite: ['changeDay'] },
        sk: { field: 'sk', composite: ['schoolId', 'schoolYearId', 'source'] },
      },
    },
  },
  entityConfig(),
);
