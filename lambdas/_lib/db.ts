import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { finishBatches, retryThrottledTransactions } from './dynamodb-busy.js';
import { env } from './env.js';
import { traced } from './observability.js';
import { currentRequestMetrics } from './request-metrics.js';

/** The one DynamoDB client of a function: counted, traced, its batches finished and its throttled transactions retried. */
export const dynamoDbClient = traced(new DynamoDBClient({ region: env.region }));

const WRITE_COMMANDS = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** Every DynamoDB request is counted per API call, writes and serial waves separately, so tests can assert budgets (and recorded for the bench's floor). */
dynamoDbClient.middlewareStack.add(
  (next, context) => async (args) => {
    const metrics = currentRequestMetrics();
    if (!metrics) return next(args);
    metrics.ddbRequests += 1;
    if (WRITE_COMMANDS.test(context.commandName ?? '')) metrics.ddbWrites += 1;
    const wave = metrics.endedWave + 1;
    metrics.ddbWaves = Math.max(metrics.ddbWaves, wave);
    const ended = () => {
      metrics.endedWave = Math.max(metrics.endedWave, wave);
    };
    if (!metrics.recorded) return next(args).finally(ended);
    const request = {
      commandName: context.commandName ?? '',
      input: structuredClone(args.input),
      startedMs: performance.now() - metrics.startedAt,
      endedMs: 0,
    };
    metrics.recorded.push(request);
    const output = await next(args).finally(ended);
    request.endedMs = performance.now() - metrics.startedAt;
    return output;
  },
  { step: 'initialize', name: 'countDynamoDbRequests' },
);

finishBatches(dynamoDbClient);
retryThrottledTransactions(dynamoDbClient);

export const documentClient = DynamoDBDocumentClient.from(dynamoDbClient, {
  marshallOptions: { removeUndefinedValues: true },
});

/** ElectroDB configuration shared by every domain's service. */
export const entityConfig = () => ({ table: env.tableName, client: documentClient });
