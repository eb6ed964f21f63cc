import { TableEntity } from '../_lib/table-entity.js';
import { entityConfig } from '../_lib/db.js';

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
