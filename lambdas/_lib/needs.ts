import type { EventName } from '../../events/event-catalog.js';

/**
 * The composite attributes of a partition key, in order, e.g. ['schoolId', 'day', 'kind'] for the
 * weather cache. ElectroDB writes such a key as `$schulapp#schoolid_<id>#day_<day>#kind_<kind>`.
 */
export type KeyShape = readonly string[];

export type CognitoAction =
  'AdminCreateUser' | 'AdminSetUserPassword' | 'AdminDeleteUser' | 'AdminAddUserToGroup' | 'AdminRemoveUserFromGroup';

/**
 * What one Lambda function (a domain's handler or a job) may touch in AWS. Infra derives the
 * function's IAM policy from it and nothing else; lambdas/_lib/needs.test.ts checks it against the
 * code the function's bundle contains.
 */
export interface FunctionNeeds {
  table: {
    /** Partitions the function reads (GetItem, BatchGetItem, Query), by the shape of their key. */
    read: KeyShape[];
    /** Partitions the function writes (PutItem, UpdateItem, DeleteItem, condition checks); each one is read too. */
    write: KeyShape[];
    /** Global secondary indexes the function queries. */
    indexes: ('gsi1' | 'gsi2')[];
  };
  /** Key prefixes in the files bucket (presigned URLs act with the function's rights). */
  files?: { read?: string[]; write?: string[]; delete?: string[] };
  /** Events the function puts on the bus. */
  publishes?: EventName[];
  cognito?: CognitoAction[];
  /** Publishes to the support tickets topic (the support inbox). */
  supportTopic?: boolean;
  /**
   * Creates, changes and deletes its one-time EventBridge Scheduler schedules, named with this
   * prefix: 'notification-' (scheduled sends), 'push-window-' (held pushes, when a push window opens),
   * 'absence-alert-' (the unexcused-absence alert's check when a lesson begins).
   */
  scheduler?: 'notification-' | 'push-window-' | 'absence-alert-';
  /** Reads the stage's VAPID keys from their secret and sends Web Push (only the pushing jobs). */
  vapidKeys?: boolean;
  /** Reads the OpenWeatherMap API key from its secret (only where the stage configures one). */
  weatherApiKey?: boolean;
  /** Calls Amazon Translate's TranslateText (and nothing else of it). */
  translate?: boolean;
  /**
   * Uses the stage's data KMS key for the schools' data keys (encryptData; the school as encryption context):
   * 'decrypt' unwraps a school's key to open or seal user records, 'generate' makes a school's key.
   */
  personalDataKey?: ('decrypt' | 'generate')[];
}

const ELECTRODB_SERVICE = 'schulapp';

/** The IAM `StringLike` pattern every partition key of the shape matches (ElectroDB lowercases keys). */
export const keyPattern = (shape: KeyShape) =>
  `$${ELECTRODB_SERVICE}#${shape.map((attribute) => `${attribute.toLowerCase()}_*`).join('#')}`;

/**
 * What every API function's bundle reaches through the caller's resolution (lambdas/users/caller.service.ts): the
 * caller's record and school and a guardian's links (codes and rate limits are declared by the domains that use them).
 */
export const apiFunctionReads: KeyShape[] = [['schoolId'], ['guardianUid']];

/** The caller's record is opened with the school's data key when encryptData sealed it: every API function unwraps keys. */
export const apiFunctionKeyUse: NonNullable<FunctionNeeds['personalDataKey']> = ['decrypt'];
