import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { AppError } from './app-error.js';

type Requests = Record<string, unknown>;
interface BatchOutput {
  Responses?: Record<string, unknown[]>;
  UnprocessedKeys?: Requests;
  UnprocessedItems?: Requests;
}

/** DynamoDB's advice for what a batch leaves: retry with exponential backoff and full jitter. */
const RETRIES = 8;
const BASE_MS = 25;
const CAP_MS = 800;
const backoffMs = (retry: number) => Math.random() * Math.min(CAP_MS, BASE_MS * 2 ** retry);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const leftoverOf = (commandName: string | undefined) =>
  commandName?.startsWith('BatchGet') ? 'UnprocessedKeys' : commandName?.startsWith('BatchWrite') ? 'UnprocessedItems' : null;
const hasRequests = (requests: Requests | undefined): requests is Requests => requests !== undefined && Object.keys(requests).length > 0;

const mergeResponses = (into: Record<string, unknown[]>, from: Record<string, unknown[]> | undefined) => {
  for (const [table, items] of Object.entries(from ?? {})) into[table] = [...(into[table] ?? []), ...items];
};

/**
 * Finishes every BatchGetItem and BatchWriteItem of the client (ElectroDB's and the services' own): what DynamoDB left
 * unprocessed is sent again until none is left, and the answer holds every item. Out of retries, the request fails
 * as 'busy' (503, retry later) instead of answering a part as if it were all.
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
