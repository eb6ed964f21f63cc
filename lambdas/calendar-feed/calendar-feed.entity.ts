import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A person's calendar subscription: at most one per owner and subject (the owner's own plan; a
 * guardian has one per child), in the owner's school. It names the hash of the live token; the
 * token itself is never stored. Access patterns:
 * - get the feed of an owner and subject (status, create, rotate, revoke)
 */
export const calendarFeedEntity = new TableEntity(
  {
    model: { entity: 'calendarFeed', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true },
      ownerUid: { type: 'string', required: true },
      subjectUid: { type: 'string', required: true },
      tokenHash: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byOwner: {
        pk: { field: 'pk', composite: ['schoolId', 'ownerUid'] },
        sk: { field: 'sk', composite: ['subjectUid'] },
      },
    },
  },
  entityConfig(),
);
