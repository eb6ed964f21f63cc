import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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

/** A PUT URL valid for `expiresInSeconds`; the browser must send the same content type. */
export const presignUpload = (key: string, contentType: string, expiresInSeconds: number) =>
  getSignedUrl(s3, new PutObjectCommand({ Bucket: env.filesBucket, Key: key, ContentType: contentType }), { expiresIn: expiresInSeconds });

/** The object's bytes, or null when nothing was uploaded under the key; larger than `maxBytes` throws. */
export const readFile = async (key: string, maxBytes: number): Promise<Uint8Array | null> => {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key }));
    if ((object.ContentLength ?? 0) > maxBytes) throw new FileTooLargeError();
    return await object.Body!.transformToByteArray();
  } catch (error) {
    if ((error as Error)?.name === 'NoSuchKey') return null;
    throw error;
  }
};

export class FileTooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'FileTooLargeError';
  }
}

export const deleteFile = async (key: string) => {
  await s3.send(new DeleteObjectCommand({ Bucket: env.filesBucket, Key: key }));
};
