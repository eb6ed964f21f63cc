import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const MASTER_KEY_BYTES = 32;

const isFileExists = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';

/**
 * The local stand-in for KMS: 32 random bytes in a file of the data folder, made by the first
 * process that needs it (an exclusive create: two processes at once end up with the same key).
 */
export const localMasterKey = (file: string): Buffer => {
  try {
    writeFileSync(file, randomBytes(MASTER_KEY_BYTES), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!isFileExists(error)) throw error;
  }
  const key = readFileSync(file);
  if (key.length !== MASTER_KEY_BYTES) throw new Error(`${file} is not a ${MASTER_KEY_BYTES}-byte key`);
  return key;
};
