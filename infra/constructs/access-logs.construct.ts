import { Duration, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { dataRemovalPolicy, logRetentionDays, type StageConfig } from '../stage-config.js';

export interface AccessLogsProps {
  config: StageConfig;
}

/**
 * Where CloudFront and the buckets log every access. The logs hold viewers' IP addresses, so they
 * expire with the stage's log retention like the function logs.
 */
export class AccessLogs extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, { config }: AccessLogsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logs need SSE-S3 and object ACLs (it writes as the awslogsdelivery account).
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(logRetentionDays(config)) }],
      removalPolicy: dataRemovalPolicy(config),
      autoDeleteObjects: config.ephemeral,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access log bucket itself; logging its own accesses into itself would loop.',
    });
  }
}
