import { CustomResource, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { dataRemovalPolicy, type StageConfig } from '../stage-config.js';
import { secretNames } from '../stages.js';
import { customResourceFunction } from './custom-resource-function.js';

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

    const { role, fn: generator } = customResourceFunction(this, 'Generator', {
      config,
      name: 'vapid-keys',
      description: `Schulapp ${config.stage}: generates the VAPID key pair once`,
    });
    role.addToPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        resources: [this.secret.secretArn],
      }),
    );
    const keyPair = new CustomResource(this, 'VapidKeyPair', {
      serviceToken: generator.functionArn,
      resourceType: 'Custom::VapidKeyPair',
      properties: { SecretId: this.secret.secretArn, Subject: `mailto:${vapidContact(config)}` },
    });
    this.publicKey = keyPair.getAttString('PublicKey');
  }
}
