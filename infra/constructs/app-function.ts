import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { repoPath, repoRoot } from '../repo-paths.js';
import { dataRemovalPolicy, isProduction, logRetention, resourceName, type StageConfig } from '../stage-config.js';
import type { Auth } from './auth.construct.js';

/** What every Schulapp function may use: the table, the files bucket, the bus, the user pool. */
export type AppFunctionResources = {
  config: StageConfig;
  auth: Auth;
  table: ITableV2;
  filesBucket: IBucket;
  eventBus: IEventBus;
  supportTicketsTopic: ITopic;
};

export type AppFunctionOptions = { name: string; entry: string; memorySize: number; timeout: Duration };

/** A Node 22 arm64 function bundled from the repository, with its log group, environment and grants. */
export const createAppFunction = (scope: Construct, id: string, options: AppFunctionOptions, resources: AppFunctionResources) => {
  const { config, auth, table, filesBucket, eventBus, supportTicketsTopic } = resources;
  const fn = new NodejsFunction(scope, id, {
    functionName: resourceName(config, options.name),
    entry: repoPath(options.entry),
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: repoPath('package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: options.memorySize,
    timeout: options.timeout,
    tracing: Tracing.ACTIVE,
    logGroup: new LogGroup(scope, `${id}-logs`, {
      retention: logRetention(config),
      removalPolicy: dataRemovalPolicy(config),
    }),
    environment: {
      TABLE_NAME: table.tableName,
      USER_POOL_ID: auth.userPool.userPoolId,
      FILES_BUCKET: filesBucket.bucketName,
      EVENT_BUS_NAME: eventBus.eventBusName,
      SUPPORT_TICKETS_TOPIC_ARN: supportTicketsTopic.topicArn,
      NODE_OPTIONS: '--enable-source-maps',
      LOG_LEVEL: isProduction(config) ? 'info' : 'debug',
    },
    bundling: {
      format: OutputFormat.ESM,
      target: 'node22',
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      mainFields: ['module', 'main'],
      // CommonJS dependencies inside the ESM bundle still call require().
      banner: "import { createRequire } from 'module';const require = createRequire(import.meta.url);",
      // The SDK is bundled too, so AWS runs the lockfile's versions, the ones the tests ran with.
      externalModules: [],
    },
  });
  table.grantReadWriteData(fn);
  filesBucket.grantReadWrite(fn);
  eventBus.grantPutEventsTo(fn);
  auth.grantAdminActions(fn);
  return fn;
};
