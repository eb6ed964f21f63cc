import fs from 'node:fs';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  GroupExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DynamoDBClient, ResourceInUseException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { defined } from '../../shared/defined.js';
import { ADMIN_GROUP } from '../../shared/roles.js';
import { tableDesign } from '../../shared/table-design.js';
import type { StackConfig } from './stack-config.js';

/** s3rver accepts only its own fixed key; DynamoDB Local and cognito-local accept any. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export interface ProvisionedIds {
  userPoolId: string;
  userPoolClientId: string;
}

const createTable = async (config: StackConfig) => {
  const client = new DynamoDBClient({ region: config.region, credentials, endpoint: `http://127.0.0.1:${config.ports.dynamodb}` });
  const keys = [
    tableDesign.partitionKey,
    tableDesign.sortKey,
    ...tableDesign.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: config.names.table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keys.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDesign.globalIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: config.names.table,
        TimeToLiveSpecification: { AttributeName: tableDesign.timeToLiveAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
};

/** The user pool as CDK defines it: username sign-in, custom school and role, min. 6 characters. */
const createUserPool = async (config: StackConfig, stateFile: string): Promise<ProvisionedIds> => {
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    credentials,
    endpoint: `http://127.0.0.1:${config.ports.cognito}`,
  });
  if (fs.existsSync(stateFile)) {
    const known = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as ProvisionedIds;
    const exists = await client.send(new DescribeUserPoolCommand({ UserPoolId: known.userPoolId })).then(
      () => true,
      () => false,
    );
    if (exists) return known;
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: config.names.userPool,
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      Schema: [
        { Name: 'schoolId', AttributeDataType: 'String', Mutable: true },
        { Name: 'role', AttributeDataType: 'String', Mutable: true },
        { Name: 'uid', AttributeDataType: 'String', Mutable: false },
      ],
    }),
  );
  const userPoolId = defined(UserPool?.Id, 'id of the created user pool');
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  try {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  } catch (error) {
    if (!(error instanceof GroupExistsException)) throw error;
  }
  const ids = { userPoolId, userPoolClientId: defined(UserPoolClient?.ClientId, 'id of the created user pool client') };
  fs.writeFileSync(stateFile, JSON.stringify(ids, null, 2));
  return ids;
};

const createFilesBucket = async (config: StackConfig) => {
  const client = new S3Client({
    region: config.region,
    credentials,
    endpoint: `http://127.0.0.1:${config.ports.s3}`,
    forcePathStyle: true,
  });
  await client.send(new CreateBucketCommand({ Bucket: config.names.filesBucket })).catch((error: unknown) => {
    if (!(error instanceof Error) || !['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error.name)) throw error;
  });
  await client.send(
    new PutBucketCorsCommand({
      Bucket: config.names.filesBucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [`http://127.0.0.1:${config.ports.web}`, `http://localhost:${config.ports.web}`],
            AllowedMethods: ['GET', 'POST'],
            AllowedHeaders: ['*'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
};

/** Creates table, user pool, app client, admin group and bucket; safe to run on every start. */
export const provision = async (config: StackConfig): Promise<ProvisionedIds> => {
  await createTable(config);
  await createFilesBucket(config);
  return createUserPool(config, path.join(config.dataDir, 'stack.json'));
};
