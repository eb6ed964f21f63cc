/**
 * The single DynamoDB table's key design, read by the ElectroDB entities (lambdas/_lib/db),
 * the CDK table (infra) and the local stack (scripts/dev-stack), so they cannot drift apart.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const;

export const APP_VERSION = '2.2.1';
