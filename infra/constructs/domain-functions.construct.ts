import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { domains, type Domain } from '../../shared/routes.js';
import { repoPath, repoRoot } from '../repo-paths.js';
import { dataRemovalPolicy, isProduction, logRetention, resourceName, type StageConfig } from '../stage-config.js';
import type { Auth } from './auth.construct.js';

export type DomainFunctionsProps = {
  config: StageConfig;
  auth: Auth;
  table: ITableV2;
  filesBucket: IBucket;
  eventBus: IEventBus;
  schedulerRole: IRole;
  supportTicketsTopic: ITopic;
};

/** One function per domain of the route table (`lambdas/<domain>/handler.ts`), each with its own role. */
export class DomainFunctions extends Construct {
  readonly byDomain: Record<Domain, NodejsFunction>;

  constructor(scope: Construct, id: string, props: DomainFunctionsProps) {
    super(scope, id);
    this.byDomain = Object.fromEntries(
      domains.map((domain) => [domain, this.createFunction(domain, props)]),
    ) as Record<Domain, NodejsFunction>;
  }

  private createFunction(domain: Domain, { config, auth, table, filesBucket, eventBus, schedulerRole, supportTicketsTopic }: DomainFunctionsProps) {
    const fn = new NodejsFunction(this, domain, {
      functionName: resourceName(config, domain),
      entry: repoPath(`lambdas/${domain}/handler.ts`),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: new LogGroup(this, `${domain}-logs`, {
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
    if (domain === 'support') supportTicketsTopic.grantPublish(fn);
    auth.grantAdminActions(fn);
    fn.grantInvoke(schedulerRole);
    return fn;
  }
}
