import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A school's display link for a hallway screen: its name, optional last day and the SHA-256 (hex) of
 * its token; the token itself is never stored. It lives in the school's partition keyed by that
 * hash, so the public request, which carries the school's id and the token, reads it in the same
 * batch as the school and its plan version and cache; a wrong token finds no item. DynamoDB's TTL
 * removes a link with a last day 30 days after that day (`expiresAt`). Access patterns:
 * - get by school and token hash (every screen refresh, in one batch with the school's plan)
 * - the school's links (the admin's list, revoke by id, the limit per school): one query
 * - create (the hash unique), delete (revoke)
 */
export const displayLinkEntity = new TableEntity(
  {
    model: { entity: 'displayLink', version: '1', service: 'schulapp' },
    attributes: {
      schoolId: { type: 'string', required: true, readOnly: true },
      tokenHash: { type: 'string', required: true, readOnly: true },
      linkId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      expiresOn: { type: 'string' },
      expiresAt: { type: 'number' },
    },
    indexes: {
      bySchool: {
        pk: { field: 'pk', composite: ['schoolId'] },
        sk: { field: 'sk', composite: ['tokenHash'] },
      },
    },
  },
  entityConfig(),
);
