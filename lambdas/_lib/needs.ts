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
 * Key shapes that entities of several domains share (a grant is by shape, so one constant serves them
 * all); a shape of one domain's entities is exported by that domain's key-shapes.ts.
 */
/** The school's partition: the school and its years, user records, rooms, the plan version and other per-school items. */
export const schoolPartition: KeyShape = ['schoolId'];
/** A school year's partition: groups, subjects and time blocks (timetable), course offers (courses), pinboards (pins). */
export const schoolYearPartition: KeyShape = ['schoolId', 'schoolYearId'];
/** A person's own items: calendar feeds (calendar-feed), files and their usage (storage). */
export const ownerPartition: KeyShape = ['schoolId', 'ownerUid'];
/**
 * A school's receipts of user actions (lambdas/_lib/once-per-action.ts): every API function with state-changing
 * routes writes the answer of each action there, so a retry of the action is answered without a second effect.
 */
export const writeReceiptPartition: KeyShape = ['schoolId', 'receipts'];
/** A guardian's links to her children (lambdas/guardians/guardian-link.entity.ts), read by every caller's resolution. */
export const guardianLinkPartition: KeyShape = ['guardianUid'];

/**
 * What every API function's bundle reaches through the caller's resolution (lambdas/users/caller.service.ts): the
 * caller's record and school and a guardian's links (codes and rate limits are declared by the domains that use them).
 */
export const apiFunctionReads: KeyShape[] = [schoolPartition, guardianLinkPartition];

/**
 * The table of an API function that reaches only the caller's resolution and the user service (which can write user
 * records), and keeps the receipts of its user actions.
 */
export const apiFunctionTable: FunctionNeeds['table'] = {
  read: [...apiFunctionReads, writeReceiptPartition],
  write: [schoolPartition, writeReceiptPartition],
  indexes: ['gsi1'],
};

/** The caller's record is opened with the school's data key when encryptData sealed it: every API function unwraps keys. */
export const apiFunctionKeyUse: NonNullable<FunctionNeeds['personalDataKey']> = ['decrypt'];
