import { guardianLinkEntity } from './guardian-link.entity.js';
import { personLinksOf } from './guardian-links-export.service.js';

/** Removes every link of a deleted account, on both sides; links already gone are no error. */
export const eraseGuardianLinks = async (schoolId: string, uid: string) => {
  const { asGuardian, asStudent } = await personLinksOf(schoolId, uid);
  const keys = [...asGuardian, ...asStudent].map(({ guardianUid, studentUid }) => ({ guardianUid, studentUid }));
  if (keys.length > 0) await guardianLinkEntity.delete(keys).go();
};
