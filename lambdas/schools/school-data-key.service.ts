import { AppError } from '../_lib/app-error.js';
import { unwrapDataKey } from '../_lib/data-key-unwrap.js';
import { schoolDataKeyEntity } from './school-data-key.entity.js';

/** Unwrapped keys by school, for the life of the Lambda instance (one KMS Decrypt per school and instance). */
const cache = new Map<string, Buffer>();

/** Keeps a key this instance made or unwrapped. */
export const rememberSchoolDataKey = (schoolId: string, key: Buffer) => cache.set(schoolId, key);

/** The school's data key (stored wrapped, see school-data-key.entity.ts), or null when the school has none. */
export const findSchoolDataKey = async (schoolId: string): Promise<Buffer | null> => {
  const known = cache.get(schoolId);
  if (known) return known;
  const { data } = await schoolDataKeyEntity.get({ schoolId }).go();
  if (!data) return null;
  const key = await unwrapDataKey(data);
  cache.set(schoolId, key);
  return key;
};

/** The school's data key; 'encryption-key-missing' ('Kein Verschlüsselungsschlüssel gefunden.') when it has none. */
export const schoolDataKey = async (schoolId: string): Promise<Buffer> => {
  const key = await findSchoolDataKey(schoolId);
  if (!key) throw new AppError('encryption-key-missing');
  return key;
};
