import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import { Entity } from 'electrodb';

/**
 * The cold-start baseline (tests/bench/lambda-bundles.ts): a function with only what every Schulapp
 * function must load (ElectroDB, the DynamoDB document client, middy's core, the Powertools
 * logger), each one used so the bundler keeps it. A function's module initialisation is measured
 * against this one's, alternated in the same run.
 */
const logger = new Logger({ serviceName: 'baseline' });
const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const itemEntity = new Entity(
  {
    model: { entity: 'item', version: '1', service: 'baseline' },
    attributes: { id: { type: 'string', required: true } },
    indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: documentClient, table: process.env.TABLE_NAME ?? 'baseline' },
);

export const handler = middy(async (event: { id: string }) => {
  logger.info('read');
  const key = itemEntity.get({ id: event.id }).params<{ Key: Record<string, string> }>().Key;
  return documentClient.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key }));
});
