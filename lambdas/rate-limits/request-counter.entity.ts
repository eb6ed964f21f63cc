import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * Requests of one kind (scope) per source address and time window; the address is stored only as
 * a hash. DynamoDB's TTL removes a counter through `expiresAt`. Access pattern: increment by
 * scope and bucket.
 */
export const requestCounterEntity = new TableEntity(
  {
    model: { entity: 'requestCounter', version: '1', service: 'schulapp' },
    attributes: {
      scope: { type: 'string', required: true },
      bucket: { type: 'string', required: true },
      requests: { type: 'number' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byBucket: {
        pk: { field: 'pk', composite: ['scope', 'bucket'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
