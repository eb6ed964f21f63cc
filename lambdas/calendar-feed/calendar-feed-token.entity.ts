import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The live token of a feed, by the SHA-256 of the token: the public feed request carries nothing
 * else, so this item is keyed by the hash, not by school, and names the school and people itself.
 * It is written and removed together with its calendarFeed item (one transaction). Access patterns:
 * - get by token hash (every feed request)
 */
export const calendarFeedTokenEntity = new TableEntity(
  {
    model: { entity: 'calendarFeedToken', version: '1', service: 'schulapp' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      schoolId: { type: 'string', required: true },
      ownerUid: { type: 'string', required: true },
      ownerRole: { type: ['student', 'tutor', 'guardian'] as const, required: true },
      subjectUid: { type: 'string', required: true },
      subjectSchoolId: { type: 'string', required: true },
      subjectRole: { type: ['student', 'tutor'] as const, required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['tokenHash'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
