import { LOGO_CONTENT_TYPES, MAX_LOGO_BYTES, SCHOOL_LOGO_KEY_PREFIX } from '../../shared/schemas/school-settings.schema.js';
import {
  MAX_IMPORT_FILE_BYTES,
  TIMETABLE_IMPORT_KEY_PREFIX,
  UNTIS_UPLOAD_CONTENT_TYPE,
} from '../../shared/schemas/timetable-import.schema.js';
import type { PresignedUpload } from '../../shared/schemas/upload.schema.js';
import { MAX_STORAGE_FILE_BYTES, STORAGE_CONTENT_TYPES } from '../../shared/storage/storage-rules.js';
import { IMPORT_CONTENT_TYPE, MAX_IMPORT_BYTES } from '../../shared/user-import/import-format.js';
import { attachmentDisposition } from './download-disposition.js';
import { env } from './env.js';

/**
 * The S3 client and commands, loaded with the first file operation: of the functions that reach the
 * files bucket, most calls never do (the pinboard's reads, the school's settings), so a function's
 * module initialisation does not load the S3 client (docs/benchmarks.md, Lambda bundles).
 */
const s3Sdk = () => import('./files-s3.js');

export const putFile = async (key: string, body: Uint8Array | string, contentType: string) => {
  const { s3, PutObjectCommand } = await s3Sdk();
  await s3.send(new PutObjectCommand({ Bucket: env.filesBucket, Key: key, Body: body, ContentType: contentType }));
};

/** A GET URL valid for `expiresInSeconds`; the browser saves the answer as `fileName`. */
export const presignDownload = async (key: string, fileName: string, expiresInSeconds: number) => {
  const { s3, getSignedUrl, GetObjectCommand } = await s3Sdk();
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env.filesBucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(fileName),
    }),
    { expiresIn: expiresInSeconds },
  );
};

/**
 * Every file the browser uploads has a purpose: its largest size, its content types and its folder.
 * A new kind of upload adds its purpose here and uses presignUpload; nothing else writes from the browser.
 */
export const uploadPurposes = {
  userImport: { maxBytes: MAX_IMPORT_BYTES, contentTypes: [IMPORT_CONTENT_TYPE], folder: 'user-imports/' },
  timetableImport: { maxBytes: MAX_IMPORT_FILE_BYTES, contentTypes: [UNTIS_UPLOAD_CONTENT_TYPE], folder: TIMETABLE_IMPORT_KEY_PREFIX },
  /** Personal storage 'Dateien': the key continues with the owner's uid and the item id. */
  storage: { maxBytes: MAX_STORAGE_FILE_BYTES, contentTypes: STORAGE_CONTENT_TYPES, folder: 'storage/' },
  /** The school logo as uploaded (PNG or SVG); the schools function renders it into the PNG that is shown. */
  schoolLogo: { maxBytes: MAX_LOGO_BYTES, contentTypes: LOGO_CONTENT_TYPES, folder: SCHOOL_LOGO_KEY_PREFIX },
} as const satisfies Record<string, { maxBytes: number; contentTypes: readonly string[]; folder: string }>;
export type UploadPurpose = keyof typeof uploadPurposes;

/** The key of an upload: the purpose's folder, the caller's school, then the name the service chose. */
export const uploadKey = (purpose: UploadPurpose, schoolId: string, name: string) => `${uploadPurposes[purpose].folder}${schoolId}/${name}`;

/**
 * A presigned POST (browser-based upload) valid for `expiresInSeconds`: the policy fixes the key,
 * the content type and the size range (1 byte to the purpose's maximum, or exactly `exactBytes` when the
 * service reserved that much, e.g. against a quota), so S3 refuses anything else.
 */
export const presignUpload = async (
  purpose: UploadPurpose,
  schoolId: string,
  name: string,
  expiresInSeconds: number,
  contentType: string = uploadPurposes[purpose].contentTypes[0],
  exactBytes?: number,
): Promise<PresignedUpload> => {
  const { maxBytes, contentTypes } = uploadPurposes[purpose];
  if (exactBytes !== undefined && !(exactBytes >= 1 && exactBytes <= maxBytes)) throw new Error(`size ${exactBytes} is outside ${purpose}`);
  if (!(contentTypes as readonly string[]).includes(contentType)) throw new Error(`content type ${contentType} is not one of ${purpose}`);
  const { s3, createPresignedPost } = await s3Sdk();
  const { url, fields } = await createPresignedPost(s3, {
    Bucket: env.filesBucket,
    Key: uploadKey(purpose, schoolId, name),
    Conditions: [
      ['content-length-range', exactBytes ?? 1, exactBytes ?? maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expiresInSeconds,
  });
  return { url, fields };
};

/** The object's bytes, or null when nothing was uploaded under the key; larger than `maxBytes` throws. */
export const readFile = async (key: string, maxBytes: number): Promise<Uint8Array | null> => {
  const { s3, GetObjectCommand } = await s3Sdk();
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key }));
    if ((object.ContentLength ?? 0) > maxBytes) throw new FileTooLargeError();
    if (!object.Body) return null;
    return await object.Body.transformToByteArray();
  } catch (error) {
    if (error instanceof Error && error.name === 'NoSuchKey') return null;
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
  const { s3, DeleteObjectCommand } = await s3Sdk();
  await s3.send(new DeleteObjectCommand({ Bucket: env.filesBucket, Key: key }));
};

/** The stored object's size, or null when nothing is stored under the key. */
export const fileSize = async (key: string): Promise<number | null> => {
  const { s3, HeadObjectCommand } = await s3Sdk();
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: env.filesBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return null;
    throw error;
  }
};

/** A server-side copy inside the files bucket (the bytes never pass through the function). */
export const copyFile = async (fromKey: string, toKey: string) => {
  const { s3, CopyObjectCommand } = await s3Sdk();
  await s3.send(
    new CopyObjectCommand({
      Bucket: env.filesBucket,
      Key: toKey,
      CopySource: `${env.filesBucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
    }),
  );
};
