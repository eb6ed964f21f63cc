import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The school's exams of a school year as Termine filters them (gzipped JSON: day, times, subject,
 * periods, rooms, groups, tutors, text), at the school's plan version read before its data. While the
 * version is unchanged a calendar page reads this one item beside the version instead of the year's
 * exam dates; DynamoDB's TTL removes it a week after its render. Access patterns:
 * - get the list of a school year (with the plan version: one batch get)
 * - put it after a render
 */
export const examListCacheEntity = new TableEntity(
  {
    model: { entity: 'examListCache', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      list: { type: ['exams'] as const, required: true, default: 'exams' },
      version: { type: 'number', required: true },
      gzipBase64: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byYear: {
        pk: { field: 'pk', composite: ['schoolId', 'schoolYearId', 'list'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
