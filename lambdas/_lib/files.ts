import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env } from './env.js';

/**
 * The files bucket. Locally (AWS_ENDPOINT_URL_S3 set, s3rver) path-style addressing; checksums only
 * when required, or presigned requests carry a checksum that real S3 rejects.
 */
const s3 = new S3Client({
  region: env.region,
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

export const putFile = async (key: string, body: Uint8Array | string, contentType: string) => {
  await s3.send(new PutObjectCommand({ Bucket: env.filesBucket, Key: key, Body: body, ContentType: contentType }));
};

/** A GET URL valid for `expiresInSeconds`; the browser saves the answer as `fileName`. */
export const presignDownload = (key: string, fileName: string, expiresInSeconds: number) =>
  getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env.filesBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    }),
    { expiresIn: expiresInSeconds },
  );
