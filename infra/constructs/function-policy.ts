import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EVENT_SOURCE } from '../../events/event-catalog.js';
import { keyPattern, type FunctionNeeds, type KeyShape } from '../../lambdas/_lib/needs.js';

export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

export interface PolicyResources {
  table: ITableV2;
  filesBucket: IBucket;
  dataKey: IKey;
  eventBus: IEventBus;
  userPool: IUserPool;
  supportTicketsTopic: ITopic;
  /** Every partition shape some function declares: the ones a function does not declare are denied to it. */
  knownShapes: KeyShape[];
}

const shapeId = (shape: KeyShape) => shape.join('#');
const uniqueShapes = (shapes: KeyShape[]) => [...new Map(shapes.map((shape) => [shapeId(shape), shape])).values()];

/** A key of the shape as ElectroDB writes it, with stand-in values. */
const sampleKey = (shape: KeyShape) => keyPattern(shape).replaceAll('*', 'x');
const patternMatches = (pattern: string, key: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(key);

/**
 * `StringLike` wildcards also match the '#' between key parts, so a pattern like `$schulapp#schoolid_*`
 * (the user records) covers every deeper school partition too. The known shapes the function does
 * not declare are therefore denied explicitly, unless their pattern also matches keys it may use.
 */
const undeclaredShapes = (allowed: KeyShape[], known: KeyShape[]) => {
  const allowedIds = new Set(allowed.map(shapeId));
  return uniqueShapes(known).filter(
    (shape) => !allowedIds.has(shapeId(shape)) && !allowed.some((own) => patternMatches(keyPattern(shape), sampleKey(own))),
  );
};

const leadingKeys = (shapes: KeyShape[]) => uniqueShapes(shapes).map(keyPattern);

const tableStatements = (needs: FunctionNeeds['table'], { table, knownShapes }: PolicyResources) => {
  const readable = uniqueShapes([...needs.read, ...needs.write]);
  const statements = [
    new PolicyStatement({
      actions: tableReadActions,
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys(readable) } },
    }),
  ];
  const unreadable = undeclaredShapes(readable, knownShapes);
  if (unreadable.length > 0) {
    statements.push(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: [...tableReadActions, ...tableWriteActions],
        resources: [table.tableArn],
        conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': leadingKeys(unreadable) } },
      }),
    );
  }
  if (needs.write.length > 0) {
    statements.push(
      new PolicyStatement({
        actions: tableWriteActions,
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys(needs.write) } },
      }),
    );
    const unwritable = undeclaredShapes(needs.write, knownShapes);
    if (unwritable.length > 0) {
      statements.push(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: tableWriteActions,
          resources: [table.tableArn],
          conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': leadingKeys(unwritable) } },
        }),
      );
    }
  }
  // Index queries are read-only; they are limited to the named index, not by key.
  for (const index of needs.indexes) {
    statements.push(new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${table.tableArn}/index/${index}`] }));
  }
  return statements;
};

const filesStatements = (files: NonNullable<FunctionNeeds['files']>, { filesBucket, dataKey }: PolicyResources) => {
  const objects = (prefixes: string[] = []) => prefixes.map((prefix) => filesBucket.arnForObjects(`${prefix}*`));
  const statements: PolicyStatement[] = [];
  const add = (action: string, prefixes?: string[]) => {
    if (prefixes?.length) statements.push(new PolicyStatement({ actions: [action], resources: objects(prefixes) }));
  };
  add('s3:GetObject', files.read);
  add('s3:PutObject', files.write);
  add('s3:DeleteObject', files.delete);
  // The bucket encrypts with the data key: reading decrypts, writing asks for a data key.
  const keyActions = [...(files.read?.length ? ['kms:Decrypt'] : []), ...(files.write?.length ? ['kms:GenerateDataKey'] : [])];
  if (keyActions.length > 0) statements.push(new PolicyStatement({ actions: keyActions, resources: [dataKey.keyArn] }));
  return statements;
};

const keyActions = { decrypt: 'kms:Decrypt', generate: 'kms:GenerateDataKey' } as const;

/**
 * The schools' data keys (encryptData) are wrapped by the data key with the school as encryption
 * context: these grants hold only for such requests, not for the bucket's or the topic's use of the key.
 */
const personalDataKeyStatement = (uses: NonNullable<FunctionNeeds['personalDataKey']>, { dataKey }: PolicyResources) =>
  new PolicyStatement({
    actions: uses.map((use) => keyActions[use]),
    resources: [dataKey.keyArn],
    conditions: { StringLike: { 'kms:EncryptionContext:schoolId': '*' } },
  });

/** The IAM statements of one function, derived from its declared needs only. */
export const functionPolicyStatements = (needs: FunctionNeeds, resources: PolicyResources): PolicyStatement[] => {
  const statements = tableStatements(needs.table, resources);
  if (needs.files) statements.push(...filesStatements(needs.files, resources));
  if (needs.personalDataKey?.length) statements.push(personalDataKeyStatement(needs.personalDataKey, resources));
  if (needs.publishes?.length) {
    statements.push(
      new PolicyStatement({
        actions: ['events:PutEvents'],
        resources: [resources.eventBus.eventBusArn],
        conditions: {
          StringEquals: { 'events:source': [EVENT_SOURCE], 'events:detail-type': [...needs.publishes].sort() },
        },
      }),
    );
  }
  if (needs.cognito?.length) {
    statements.push(
      new PolicyStatement({
        actions: needs.cognito.map((action) => `cognito-idp:${action}`),
        resources: [resources.userPool.userPoolArn],
      }),
    );
  }
  if (needs.supportTopic) {
    statements.push(
      new PolicyStatement({ actions: ['sns:Publish'], resources: [resources.supportTicketsTopic.topicArn] }),
      // SNS encrypts the message with the data key on the publisher's behalf.
      new PolicyStatement({ actions: ['kms:GenerateDataKey', 'kms:Decrypt'], resources: [resources.dataKey.keyArn] }),
    );
  }
  return statements;
};
