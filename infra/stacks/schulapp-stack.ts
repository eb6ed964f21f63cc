import { CfnOutput, Duration, Stack, Tags, Validations, type StackProps } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { AccessLogs } from '../constructs/access-logs.construct.js';
import { Api } from '../constructs/api.construct.js';
import { Auth } from '../constructs/auth.construct.js';
import { Data } from '../constructs/data.construct.js';
import { DomainFunctions } from '../constructs/domain-functions.construct.js';
import { Events } from '../constructs/events.construct.js';
import { Files } from '../constructs/files.construct.js';
import { JobFunctions } from '../constructs/job-functions.construct.js';
import { Monitoring } from '../constructs/monitoring.construct.js';
import { TranslateCheck } from '../constructs/translate-check.construct.js';
import { WebPush } from '../constructs/web-push.construct.js';
import { Web } from '../constructs/web.construct.js';
import { knownShapes } from '../function-needs.js';
import { dataRemovalPolicy, resourceName, type StageConfig } from '../stage-config.js';

export type SchulappStackProps = StackProps & {
  /** The stage's settings (infra/stages.ts and the context). */
  config: StageConfig;
  webDistDir: string;
  /** The stage's web ACL (EdgeFirewallStack) for the distribution. */
  webAclArn?: string;
};

/** Everything one stage of Schulapp runs on. */
export class SchulappStack extends Stack {
  constructor(scope: Construct, id: string, { config, webDistDir, webAclArn, ...stackProps }: SchulappStackProps) {
    super(scope, id, { description: `Schulapp (${config.stage})`, ...stackProps });
    const { stage, ephemeral } = config;
    Tags.of(this).add('app', 'schulapp');
    Tags.of(this).add('stage', stage);

    // Customer-managed, so access to stored files and messages is governed by this key's grants. It
    // also wraps each school's data key for its people's personal fields (encryptData), with the school
    // as encryption context (lambdas/_lib/data-key-generation.ts).
    const dataKey = new Key(this, 'DataKey', {
      alias: `alias/${resourceName(config, 'data')}`,
      description: `Schulapp ${stage}: files, messages and the schools' data keys at rest`,
      enableKeyRotation: true,
      pendingWindow: ephemeral ? Duration.days(7) : Duration.days(30),
      removalPolicy: dataRemovalPolicy(config),
    });

    // CloudFront sends it with every API request; the API functions refuse requests without it, so
    // the API's own execute-api endpoint (which CloudFront needs as its origin) is of no use alone.
    const originSecret = new Secret(this, 'OriginVerifySecret', {
      description: `Schulapp ${stage}: header value CloudFront adds to API requests`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });

    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the API functions receive the value by dynamic reference at deployment only, so a scheduled rotation would break the API until the next deployment; it is rotated by replacing the secret and deploying.',
    });
    const accessLogs = new AccessLogs(this, 'AccessLogs', { config });

    const auth = new Auth(this, 'Auth', { config });
    const data = new Data(this, 'Data', { config });
    const files = new Files(this, 'Files', { config, key: dataKey, accessLogs: accessLogs.bucket });
    const events = new Events(this, 'Events', { config, key: dataKey });
    const functionResources = {
      config,
      auth,
      table: data.table,
      filesBucket: files.bucket,
      dataKey,
      eventBus: events.bus,
      supportTicketsTopic: events.supportTicketsTopic,
      knownShapes,
    };
    const functions = new DomainFunctions(this, 'Functions', { ...functionResources, schedulerRole: events.schedulerRole, originSecret });
    new TranslateCheck(this, 'Translate', { config });
    const webPush = new WebPush(this, 'WebPush', { config });
    const jobs = new JobFunctions(this, 'Jobs', {
      ...functionResources,
      deadLetterQueue: events.deadLetterQueue,
      schedulerRole: events.schedulerRole,
      vapidKeys: webPush.secret,
    });
    const api = new Api(this, 'Api', { config, auth, functions });
    const monitoring = new Monitoring(this, 'Monitoring', {
      config,
      httpApi: api.httpApi,
      functions: [...Object.values(functions.byDomain), ...jobs.functions],
      table: data.table,
      deadLetterQueue: events.deadLetterQueue,
    });
    const web = new Web(this, 'Web', {
      config,
      api,
      auth,
      filesOrigin: files.bucketOrigin,
      webDistDir,
      webAclArn,
      originSecret,
      accessLogs: accessLogs.bucket,
      vapidPublicKey: webPush.publicKey,
    });
    files.allowBrowserAccessFrom(web.origins);

    const outputs: Record<string, string> = {
      ApiUrl: api.httpApi.apiEndpoint,
      WebUrl: web.url,
      UserPoolId: auth.userPool.userPoolId,
      UserPoolClientId: auth.webClient.userPoolClientId,
      TableName: data.table.tableName,
      FilesBucket: files.bucket.bucketName,
      EventBusName: events.bus.eventBusName,
      SchedulerRoleArn: events.schedulerRole.roleArn,
      DeadLetterQueueUrl: events.deadLetterQueue.queueUrl,
      SupportTicketsTopicArn: events.supportTicketsTopic.topicArn,
      AlarmTopicArn: monitoring.topic.topicArn,
      DashboardName: monitoring.dashboard.dashboardName,
    };
    for (const [name, value] of Object.entries(outputs)) new CfnOutput(this, name, { value });
  }
}
