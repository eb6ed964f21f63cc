import { CustomResource, Duration, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { cdkBundling } from '../lambda-bundling.js';
import { repoPath, repoRoot } from '../repo-paths.js';
import { dataRemovalPolicy, logRetention, resourceName, type StageConfig } from '../stage-config.js';
import { secretNames } from '../stages.js';

/** The contact push services may write to about this stage's pushes: the operator, else a webpush address of the stage's domain. */
const vapidContact = ({ operatorEmail, customDomain }: StageConfig) =>
  operatorEmail ?? `webpush@${customDomain?.domainName ?? 'schulapp.invalid'}`;

/**
 * The stage's VAPID keys for Web Push: a secret whose key pair a custom resource generates at the
 * first deployment and keeps on every later one (browsers' subscriptions are bound to the public
 * key). Only the pushing jobs get to read the secret (see job-functions.construct.ts); the public
 * key goes into the web app's config.json.
 */
export class WebPush extends Construct {
  readonly secret: Secret;
  readonly publicKey: string;

  constructor(scope: Construct, id: string, { config }: { config: StageConfig }) {
    super(scope, id);
    this.secret = new Secret(this, 'VapidKeys', {
      secretName: secretNames(config.stage).vapidKeys,
      description: `Schulapp ${config.stage}: VAPID key pair for Web Push (made by the VapidKeyPair resource)`,
      removalPolicy: dataRemovalPolicy(config),
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the VAPID key pair invalidates every browser push subscription of the stage; it is replaced deliberately (new secret, everyone subscribes again), never on a schedule.',
    });

    const logGroup = new LogGroup(this, 'GeneratorLogs', { retention: logRetention(config), removalPolicy: dataRemovalPolicy(config) });
    const role = new Role(this, 'GeneratorRole', {
      description: `Schulapp ${config.stage}: generates the VAPID key pair once`,
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    role.addToPolicy(new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [logGroup.logGroupArn] }));
    role.addToPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [this.secret.secretArn],
      }),
    );
    const generator = new NodejsFunction(this, 'Generator', {
      role,
      functionName: resourceName(config, 'vapid-keys'),
      entry: repoPath('infra/custom-resources/vapid-keys.handler.ts'),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: repoPath('package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.seconds(30),
      logGroup,
      bundling: cdkBundling,
    });
    Validations.of(generator).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22, the runtime of every Schulapp function (shared/STACK-NOTES.md).',
    });
    const keyPair = new CustomResource(this, 'VapidKeyPair', {
      serviceToken: generator.functionArn,
      resourceType: 'Custom::VapidKeyPair',
      properties: { SecretId: this.secret.secretArn, Subject: `mailto:${vapidContact(config)}` },
    });
    this.publicKey = keyPair.getAttString('PublicKey');
  }
}
