import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A personal field encrypted with a school's data key (AES-256-GCM): `enc:v1:` and the base64 of
 * iv (12 bytes) | tag (16 bytes) | ciphertext. The prefix tells a sealed value from a plain one, so
 * a school's records may be half migrated and opening a plain value gives it back unchanged.
 * `context` (optional) is authenticated, not stored: the value opens only with the same context.
 */
export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

/** The value encrypted with the key (32 bytes); an already sealed value stays as it is. */
export const sealValue = (key: Buffer, value: string, context?: string): string => {
  if (isSealed(value)) return value;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
};

/** The plain value of a sealed one (a changed or foreign one throws); a plain value is returned as it is. */
export const openValue = (key: Buffer, value: string, context?: string): string => {
  if (!isSealed(value)) return value;
  const bytes = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
};
