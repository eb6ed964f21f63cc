import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * The rendered feed of a live token, gzipped (a school year's feed is several hundred KB of text,
 * its gzip a few dozen: well below DynamoDB's 400 KB item limit). Valid while the school's
 * planVersion still equals `version` and the person's name is still `displayName`. Keyed by
 * the token hash like the token item, so one token can only ever be answered with its own feed;
 * removed with the token, and by TTL (`expiresAt`) 30 days after its render (a later fetch renders
 * again). Access patterns:
 * - get by token hash (every feed request, with the school's version)
 * - put by token hash (after a render)
 */
export const calendarFeedCacheEntity = new TableEntity(
  {
    model: { entity: 'calendarFeedCache', version: '1', service: 'schulapp' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      version: { type: 'number', required: true },
      displayName: { type: 'string', required: true },
      etag: { type: 'string', required: true },
      gzipBase64: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
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
