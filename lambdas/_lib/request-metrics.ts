import { AsyncLocalStorage } from 'node:async_hooks';

/** One DynamoDB request as the SDK client received it, with its start and end in ms since the call began. */
export interface RecordedRequest {
  commandName: string;
  input: unknown;
  startedMs: number;
  endedMs: number;
}

interface RequestMetrics {
  ddbRequests: number;
  ddbWrites: number;
  /**
   * Serial waves of DynamoDB requests: a request's wave is one more than the latest wave of the
   * requests that had ended before it was sent (requests sent together form one wave; a request
   * that waits for an answer starts the next). `ddbWaves` is the latest wave, `endedWave` the latest ended.
   */
  ddbWaves: number;
  endedWave: number;
  /** Only while a recorder is set (the local bench): the call's requests in the order they were sent. */
  recorded?: RecordedRequest[];
  startedAt: number;
}

const storage = new AsyncLocalStorage<RequestMetrics>();

let recorder: ((requests: RecordedRequest[]) => void) | undefined;

/**
 * The local bench, which runs the handlers in its own process, hands every following call's
 * DynamoDB requests to `record` (to replay them raw as the call's floor); `undefined` stops it.
 */
export const recordDynamoDbRequests = (record: ((requests: RecordedRequest[]) => void) | undefined) => {
  recorder = record;
};

/** Runs `work` with a fresh counter of the DynamoDB requests it makes. */
export const withRequestMetrics = async <T>(work: () => Promise<T>) => {
  const record = recorder;
  const metrics: RequestMetrics = {
    ddbRequests: 0,
    ddbWrites: 0,
    ddbWaves: 0,
    endedWave: 0,
    startedAt: performance.now(),
    ...(record && { recorded: [] }),
  };
  const result = await storage.run(metrics, work);
  if (record && metrics.recorded) record(metrics.recorded);
  return { result, metrics };
};

export const currentRequestMetrics = () => storage.getStore();
