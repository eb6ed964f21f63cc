import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env.js';
import { currentRequestMetrics } from './request-metrics.js';

const client = new DynamoDBClient({ region: env.region });

/** Every DynamoDB request is counted per API call, so tests can assert request budgets. */
client.middlewareStack.add(
  (next) => async (args) => {
    const metrics = currentRequestMetrics();
    if (metrics) metrics.ddbRequests += 1;
    const result = await next(args);
    const capacity = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
    if (metrics && capacity) {
      const entries = Array.isArray(capacity) ? capacity : [capacity];
      for (const entry of entries as { CapacityUnits?: number }[]) metrics.consumedCapacity += entry.CapacityUnits ?? 0;
    }
    return result;
  },
  { step: 'initialize', name: 'countDynamoDbRequests' },
);

export const documentClient = DynamoDBDocumentClient.from(client, {
  marshallOptions: { removeUndefinedValues: true },
});

/** ElectroDB configuration shared by every domain's service. */
export const entityConfig = () => ({ table: env.tableName, client: documentClient });
