import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The school's Vertretungsplan as asked for on one day (its two school days from that day on): every
 * changed lesson with all its changes and their visibility flags, and every break supervision with
 * who takes it over (each gzipped JSON), at the school's plan
 * version read before its data, the two days and when it was read ('Stand'). While the version is
 * unchanged a request reads this one item beside the version, whoever asks; the role's view is cut
 * from it (a school year switch adds to the version too). DynamoDB's TTL removes it two days after its
 * render. Access patterns:
 * - get the plan of a school and day (with the plan version and the school year: one batch get)
 * - put it after a render
 */
export const substitutionPlanCacheEntity = new TableEntity(
  {
    model: { entity: 'substitutionPlanCache', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      days: { type: 'list', items: { type: 'string' }, required: true },
      version: { type: 'number', required: true },
      readAt: { type: 'string', required: true },
      gzipBase64: { type: 'string', required: true },
      /** Absent on a render from before the supervisions were kept: such a render is made again. */
      supervisionsGzipBase64: { type: 'string' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byDay: {
        pk: { field: 'pk', composite: ['schoolId', 'day'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
