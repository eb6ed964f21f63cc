import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { AppError } from './app-error.js';

/**
 * What DynamoDB answers when it is busy, handled once for every caller of the functions' client: a batch left in part
 * is finished, a transaction cancelled for throttling is sent again, and what still does not go through fails as
 * 'busy' (503, retry later), never as a part answered as if it were all or as a conflict.
 */

type Requests = Record<string, unknown>;
interface BatchOutput {
  Responses?: Record<string, unknown[]>;
  UnprocessedKeys?: Requests;
  UnprocessedItems?: Requests;
}

/** DynamoDB's advice for what a batch leaves or a throttle refuses: retry with exponential backoff and full jitter. */
const RETRIES = 8;
const BASE_MS = 25;
const CAP_MS = 800;
const backoffMs = (retry: number) => Math.random() * Math.min(CAP_MS, BASE_MS * 2 ** retry);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exceptions of a request DynamoDB refused for load (the SDK retries them first) and transaction cancellation reasons. */
const THROTTLE_EXCEPTIONS = new Set(['ThrottlingException', 'ProvisionedThroughputExceededException', 'RequestLimitExceeded']);
const THROTTLE_REASONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A transaction cancelled only for throttling: every reason is a throttle or 'None' (nothing was written). */
const isThrottledCancellation = (error: unknown) => {
  if (!isRecord(error) || error.name !== 'TransactionCanceledException' || !Array.isArray(error.CancellationReasons)) return false;
  const codes = error.CancellationReasons.map((reason) => (isRecord(reason) ? String(reason.Code) : ''));
  return codes.some((code) => THROTTLE_REASONS.has(code)) && codes.every((code) => code === 'None' || THROTTLE_REASONS.has(code));
};

/** Whether a failure, or the error it wraps (ElectroDB's), is DynamoDB being busy: the call may be retried later. */
export const isBusy = (error: unknown): boolean => {
  if (!isRecord(error)) return false;
  if (error instanceof AppError) return error.code === 'busy';
  if (THROTTLE_EXCEPTIONS.has(String(error.name)) || isThrottledCancellation(error)) return true;
  return isBusy(error.cause);
};

const leftoverOf = (commandName: string | undefined) =>
  commandName?.startsWith('BatchGet') ? 'UnprocessedKeys' : commandName?.startsWith('BatchWrite') ? 'UnprocessedItems' : null;
const hasRequests = (requests: Requests | undefined): requests is Requests => requests !== undefined && Object.keys(requests).length > 0;

const mergeResponses = (into: Record<string, unknown[]>, from: Record<string, unknown[]> | undefined) => {
  for (const [table, items] of Object.entries(from ?? {})) into[table] = [...(into[table] ?? []), ...items];
};

/**
 * Finishes every BatchGetItem and BatchWriteItem (ElectroDB's and the services' own): what DynamoDB left unprocessed
 * is sent again until none is left, and the answer holds every item. Out of retries, the request fails as 'busy'.
 */
export const finishBatches = (client: DynamoDBClient) =>
  client.middlewareStack.add(
    (next, context) => {
      const leftover = leftoverOf(context.commandName);
      if (!leftover) return next;
      return async (args) => {
        const first = await next(args);
        const output = first.output as BatchOutput;
        const responses: Record<string, unknown[]> = {};
        mergeResponses(responses, output.Responses);
        let pending = output[leftover];
        for (let retry = 0; hasRequests(pending); retry += 1) {
          if (retry === RETRIES) throw new AppError('busy');
          await pause(backoffMs(retry));
          const again = await next({ ...args, input: { ...args.input, RequestItems: pending } });
          mergeResponses(responses, (again.output as BatchOutput).Responses);
          pending = (again.output as BatchOutput)[leftover];
        }
        const finished = { ...output, [leftover]: {}, ...(output.Responses ? { Responses: responses } : {}) };
        return { ...first, output: finished as typeof first.output };
      };
    },
    { step: 'initialize', name: 'finishBatches' },
  );

/**
 * Sends a TransactWriteItems or TransactGetItems that DynamoDB cancelled only for throttling again (nothing of it was
 * written; the SDK does not retry a cancellation). A cancellation for a condition or a conflict is the caller's.
 */
export const retryThrottledTransactions = (client: DynamoDBClient) =>
  client.middlewareStack.add(
    (next, context) => {
      if (!context.commandName?.startsWith('Transact')) return next;
      return async (args) => {
        for (let retry = 0; ; retry += 1) {
          try {
            return await next(args);
          } catch (error) {
            if (!isThrottledCancellation(error)) throw error;
            if (retry === RETRIES) throw new AppError('busy');
            await pause(backoffMs(retry));
          }
        }
      };
    },
    { step: 'initialize', name: 'retryThrottledTransactions' },
  );
