import { userEntity } from './user.entity.js';

/**
 * Read-only lookups of user records for domains that must not reach the user service's writes
 * (least privilege: their functions may read users, never change them).
 */
export const tutorUidsAmong = async (schoolId: string, uids: string[]): Promise<Set<string>> => {
  if (uids.length === 0) return new Set();
  const { data } = await userEntity.get(uids.map((uid) => ({ schoolId, uid }))).go();
  return new Set(data.filter((user) => user.role === 'tutor').map((user) => user.uid));
};
