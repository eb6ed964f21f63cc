import { isConditionFailure } from '../_lib/condition-failure.js';
import { generateDataKey } from '../_lib/data-key-generation.js';
import { schoolDataKeyEntity } from './school-data-key.entity.js';
import { findSchoolDataKey, rememberSchoolDataKey } from './school-data-key.service.js';

/**
 * The school's data key, made on first use: generated, then stored wrapped only if the school has
 * none yet (a conditional create). Of two first callers at once one key wins; the other caller
 * drops its own and reads the stored one.
 */
export const ensureSchoolDataKey = async (schoolId: string): Promise<Buffer> => {
  const existing = await findSchoolDataKey(schoolId);
  if (existing) return existing;
  const { plain, wrappedKey, wrapping } = await generateDataKey(schoolId);
  try {
    await schoolDataKeyEntity.create({ schoolId, wrappedKey, wrapping, createdAt: new Date().toISOString() }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const stored = await findSchoolDataKey(schoolId);
    if (!stored) throw error;
    return stored;
  }
  rememberSchoolDataKey(schoolId, plain);
  return plain;
};
