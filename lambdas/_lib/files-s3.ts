import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env.js';

export { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * The files bucket's client, loaded by files.ts with the first file operation. Locally
 * (AWS_ENDPOINT_URL_S3 set, s3rver) path-style addressing; checksums only when required, or
 * presigned requests carry a checksum that real S3 rejects.
 */
export const s3 = new S3Client({
  region: env.region,
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
