import { Duration, Stack } from 'aws-cdk-lib';
import { AnyPrincipal, Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CODE_EXPORT_KEY_PREFIX } from '../../shared/schemas/code-export.schema.js';
import { TIMETABLE_IMPORT_FILE_DAYS, TIMETABLE_IMPORT_KEY_PREFIX } from '../../shared/schemas/timetable-import.schema.js';
import { dataRemovalPolicy, resourceName, type StageConfig } from '../stage-config.js';

export interface FilesProps {
  config: StageConfig;
  key: IKey;
  accessLogs: s3.IBucket;
}

/** Uploaded files; browsers read and write them with presigned URLs straight from S3. */
export class Files extends Construct {
  readonly bucket: s3.Bucket;
  /** The origin presigned URLs point to; the web's CSP must allow it. */
  readonly bucketOrigin: string;

  constructor(scope: Construct, id: string, { config, key, accessLogs }: FilesProps) {
    super(scope, id);
    const { account, region } = Stack.of(this);
    // A fixed name lets the web's CSP name this bucket without referencing it: the bucket's CORS
    // rule already references the distribution, so a reference back would be a cycle.
    const bucketName = resourceName(config, `files-${account}-${region}`);
    this.bucketOrigin = `https://${bucketName}.s3.${region}.amazonaws.com`;

    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: key,
      bucketKeyEnabled: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'files-bucket/',
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // Deleted personal data must really go: old versions expire, then their delete markers.
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
        // Activation-code exports are personal data needed only for the download.
        {
          id: 'expire-code-exports',
          prefix: CODE_EXPORT_KEY_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // Untis exports name teachers; they are kept a week for questions about an import.
        {
          id: 'expire-timetable-imports',
          prefix: TIMETABLE_IMPORT_KEY_PREFIX,
          expiration: Duration.days(TIMETABLE_IMPORT_FILE_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      removalPolicy: dataRemovalPolicy(config),
      autoDeleteObjects: config.ephemeral,
    });
    // SSE-KMS with this key only: a write that asks for another encryption or another key is refused
    // (writes naming none, e.g. presigned POSTs and copies, get the bucket's default, this key).
    for (const [header, expected] of [
      ['s3:x-amz-server-side-encryption', 'aws:kms'],
      ['s3:x-amz-server-side-encryption-aws-kms-key-id', key.keyArn],
    ] as const)
      this.bucket.addToResourcePolicy(
        new PolicyStatement({
          sid: header === 's3:x-amz-server-side-encryption' ? 'DenyOtherEncryption' : 'DenyOtherKmsKey',
          effect: Effect.DENY,
          principals: [new AnyPrincipal()],
          actions: ['s3:PutObject'],
          resources: [this.bucket.arnForObjects('*')],
          conditions: { StringNotEquals: { [header]: expected }, Null: { [header]: 'false' } },
        }),
      );
  }

  /** Presigned POST uploads and GET downloads from the browser are cross-origin requests to S3. */
  allowBrowserAccessFrom(origins: string[]) {
    this.bucket.addCorsRule({
      allowedOrigins: origins,
      allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD, s3.HttpMethods.POST],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
