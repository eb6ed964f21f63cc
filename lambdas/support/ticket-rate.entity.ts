import { Entity } from 'electrodb';
import { entityConfig } from '../_lib/db.js';

/**
 * Tickets filed per source address and hour (the address is stored only as a hash). DynamoDB's
 * TTL removes the counter through `expiresAt`. Access pattern: increment by bucket.
 */
export const ticketRateEntity = new Entity(
  {
    model: { entity: 'ticketRate', version: '1', service: 'schulapp' },
    attributes: {
      bucket: { type: 'string', required: true },
      tickets: { type: 'number' },
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
