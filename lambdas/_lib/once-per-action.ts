import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context } from 'aws-lambda';
import { tableDesign } from '../../shared/table-design.js';
import { AppError } from './app-error.js';
import { dynamoDbClient } from './db.js';
import { env } from './env.js';
import { keyPattern, writeReceiptPartition } from './needs.js';

/** How long a user action's answer is kept for its retries: longer than a browser keeps retrying, shorter than a school day. */
const RECEIPT_LIFETIME_S = 6 * 60 * 60;

/** One state-changing call as its receipt is keyed: the caller, the route and the action's key; its input must repeat. */
export interface UserAction {
  uid: string;
  route: string;
  key: string;
  input: unknown;
}

/** The partition of one school's receipts, of the shape `writeReceiptPartition` grants (`$schulapp#schoolid_<id>#receipts_api`). */
export const receiptPartitionKey = (schoolId: string) =>
  keyPattern(writeReceiptPartition).replace('*', schoolId.toLowerCase()).replace('*', 'api');

const stores = new Map<string, DynamoDBPersistenceLayer>();
/** Powertools' DynamoDB persistence in the school's partition of the one table; the receipt expires by the table's TTL. */
const storeOf = (schoolId: string) => {
  let store = stores.get(schoolId);
  if (!store) {
    store = new DynamoDBPersistenceLayer({
      tableName: env.tableName,
      keyAttr: tableDesign.partitionKey,
      sortKeyAttr: tableDesign.sortKey,
      staticPkValue: receiptPartitionKey(schoolId),
      expiryAttr: tableDesign.timeToLiveAttribute,
      awsSdkV3Client: dynamoDbClient,
    });
    stores.set(schoolId, store);
  }
  return store;
};

/**
 * Runs a user action once (Powertools Idempotency): the first call stores its answer as a receipt in the school's
 * partition, a repeat with the same key gets that answer without a second effect. A repeat while the first still
 * runs is 'busy' (the client asks again after Retry-After); the same key with other input is refused.
 */
export const oncePerAction = async <T>(schoolId: string, action: UserAction, context: Context, run: () => Promise<T>): Promise<T> => {
  const config = new IdempotencyConfig({
    eventKeyJmesPath: '[uid, route, key]',
    payloadValidationJmesPath: 'input',
    expiresAfterSeconds: RECEIPT_LIFETIME_S,
  });
  config.registerLambdaContext(context);
  // The receipt holds the answer as JSON gives it, which is what a repeat then gets.
  const runAsJson = async () => {
    const answer = await run();
    return answer === undefined ? answer : (JSON.parse(JSON.stringify(answer)) as T);
  };
  // Powertools keys the receipt by the wrapped function's first argument, the action; the run itself needs none.
  const actionRun: (action: UserAction) => Promise<T> = runAsJson;
  const once = makeIdempotent(actionRun, { persistenceStore: storeOf(schoolId), config, keyPrefix: 'api' });
  try {
    return await once(action);
  } catch (error) {
    if (error instanceof IdempotencyValidationError) throw new AppError('repeated-request-changed');
    if (error instanceof IdempotencyAlreadyInProgressError) throw new AppError('busy');
    throw error;
  }
};
