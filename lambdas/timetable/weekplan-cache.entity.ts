import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A rendered week of one subject's plan as one viewer role sees it (every day of the week, gzipped
 * JSON), at the school's plan version read before its data: while the plan version is unchanged a
 * weekplan or today overview reads this one item instead of a query per audience, the time blocks
 * and the meetings' revisions. DynamoDB's TTL removes it a week after its render; the account
 * deletion removes a subject's weeks. Access patterns:
 * - get one week of a subject for a viewer role (weekplan, today overview)
 * - list a subject's weeks (account deletion)
 */
export const weekplanCacheEntity = new TableEntity(
  {
    model: { entity: 'weekplanCache', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      subjectUid: { type: 'string', required: true },
      viewerRole: { type: 'string', required: true },
      schoolYearId: { type: 'string', required: true },
      weekStart: { type: 'string', required: true },
      version: { type: 'number', required: true },
      gzipBase64: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      bySubject: {
        pk: { field: 'pk', composite: ['schoolId', 'subjectUid'] },
        sk: { field: 'sk', composite: ['viewerRole', 'schoolYearId', 'weekStart'] },
      },
    },
  },
  entityConfig(),
);
