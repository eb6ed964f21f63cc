import { Entity } from 'electrodb';
import { entityConfig } from '../_lib/db.js';

/**
 * A counter of activation-code attempts per source address and minute (the address is stored only
 * as a hash). DynamoDB's TTL removes it through `expiresAt`. Access pattern: increment by bucket.
 */
export const codeAttemptEntity = new Entity(
  {
    model: { entity: 'codeAttempt', version: '1', service: 'schulapp' },
    attributes: {
      bucket: { type: 'string', required: true },
      attempts: { type: 'number' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byBucket: {
        pk: { field: 'pk', composite: ['bucket'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
