import { Stack, Validations, type CfnElement, type Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../lambdas/_lib/metric-names.js';
import type { FunctionNeeds, KeyShape } from '../../lambdas/_lib/needs.js';
import { cdkBundling } from '../lambda-bundling.js';
import { repoPath, repoRoot } from '../repo-paths.js';
import { dataRemovalPolicy, isProduction, logRetention, resourceName, type StageConfig } from '../stage-config.js';
import type { Auth } from './auth.construct.js';
import { functionPolicyStatements } from './function-policy.js';

/** What a Schulapp function may be granted: the table, the files bucket and its key, the bus, the user pool, the topic. */
export interface AppFunctionResources {
  config: StageConfig;
  auth: Auth;
  table: ITableV2;
  filesBucket: IBucket;
  dataKey: IKey;
  eventBus: IEventBus;
  supportTicketsTopic: ITopic;
  /** Every partition shape some function declares (see function-policy.ts). */
  knownShapes: KeyShape[];
}

export interface AppFunctionOptions {
  name: string;
  /** The domain the function belongs to: its Powertools service name (logs' `service`, the metrics' `service` dimension). */
  service: string;
  entry: string;
  memorySize: number;
  timeout: Duration;
  needs: FunctionNeeds;
  /** Caps the function's concurrency (and reserves it) where one caller's burst could take everyone's. */
  reservedConcurrency?: number;
  /**
   * Native packages (sharp): kept out of the esbuild bundle and installed by CDK next to it with
   * npm for linux-x64 (the lockfile's version, its @img/sharp-linux-x64 binary); the function then
   * runs on x86_64, the platform of that binary.
   */
  nativeModules?: string[];
}

/**
 * Powertools (lambdas/_lib/observability.ts): the domain as service, info logs in production with
 * debug for 1 % of invocations (debug everywhere else), EMF metrics in the Schulapp namespace with
 * the stage as dimension.
 */
export const powertoolsEnvironment = (config: StageConfig, service: string) => ({
  POWERTOOLS_SERVICE_NAME: service,
  POWERTOOLS_LOG_LEVEL: isProduction(config) ? 'INFO' : 'DEBUG',
  POWERTOOLS_LOGGER_SAMPLE_RATE: isProduction(config) ? '0.01' : '0',
  POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
  SCHULAPP_STAGE: config.stage,
});

/**
 * A Node 22 arm64 function bundled from the repository, with its log group, environment and its
 * own role: writing its log group, X-Ray tracing (active), the Powertools environment, and exactly
 * what its declared needs ask for.
 */
export const createAppFunction = (scope: Construct, id: string, options: AppFunctionOptions, resources: AppFunctionResources) => {
  const { config, auth, table, filesBucket, eventBus, supportTicketsTopic } = resources;
  const logGroup = new LogGroup(scope, `${id}-logs`, {
    retention: logRetention(config),
    removalPolicy: dataRemovalPolicy(config),
  });
  const role = new Role(scope, `${id}-role`, {
    description: `Schulapp ${config.stage}: ${options.name}`,
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
  });
  role.addToPolicy(new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
  for (const statement of functionPolicyStatements(options.needs, { ...resources, userPool: auth.userPool })) role.addToPolicy(statement);
  const fn = new NodejsFunction(scope, id, {
    role,
    functionName: resourceName(config, options.name),
    entry: repoPath(options.entry),
    handler: 'handler',
    projectRoot: repoRoot,
    depsLockFilePath: repoPath('package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: options.nativeModules?.length ? Architecture.X86_64 : Architecture.ARM_64,
    memorySize: options.memorySize,
    timeout: options.timeout,
    reservedConcurrentExecutions: options.reservedConcurrency,
    tracing: Tracing.ACTIVE,
    logGroup,
    environment: {
      TABLE_NAME: table.tableName,
      USER_POOL_ID: auth.userPool.userPoolId,
      FILES_BUCKET: filesBucket.bucketName,
      EVENT_BUS_NAME: eventBus.eventBusName,
      SUPPORT_TICKETS_TOPIC_ARN: supportTicketsTopic.topicArn,
      // The function that makes the schools' data keys names the key that wraps them (unwrapping reads it from the blob).
      ...(options.needs.personalDataKey?.includes('generate') && { PERSONAL_DATA_KEY_ARN: resources.dataKey.keyArn }),
      ...powertoolsEnvironment(config, options.service),
    },
    bundling: {
      ...cdkBundling,
      ...(options.nativeModules?.length && {
        nodeModules: options.nativeModules,
        // npm installs the optional binary packages of this platform, whatever machine synthesizes.
        environment: { npm_config_os: 'linux', npm_config_cpu: 'x64', npm_config_libc: 'glibc' },
      }),
    },
  });
  acknowledgeFindings(fn, role, options.needs, filesBucket);
  return fn;
};

const acknowledgeFindings = (fn: NodejsFunction, role: Role, needs: FunctionNeeds, filesBucket: IBucket) => {
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 is the runtime the local stack and every test run the handlers on (shared/STACK-NOTES.md); moving to a newer one is its own change, tested on that runtime.',
  });
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'Only X-Ray tracing (PutTraceSegments, PutTelemetryRecords), which has no resource-level permissions; tests/infra/function-permissions.test.ts allows no other wildcard resource.',
  });
  const bucketId = Stack.of(filesBucket).resolve((filesBucket.node.defaultChild as CfnElement).logicalId) as string;
  const prefixes = new Set([...(needs.files?.read ?? []), ...(needs.files?.write ?? []), ...(needs.files?.delete ?? [])]);
  for (const prefix of prefixes) {
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`,
      reason: `Objects under the function's declared key prefix ${prefix}; the rest of each key (school, import or export id) is made at run time.`,
    });
  }
};
