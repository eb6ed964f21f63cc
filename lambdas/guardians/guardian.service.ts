import type { EntityItem } from 'electrodb';
import { AppError } from '../_lib/app-error.js';
import { guardianLinkEntity } from './guardian-link.entity.js';

export type GuardianLink = EntityItem<typeof guardianLinkEntity>;

/** A guardian's children in linking order (the first linked child is the default). */
export const listGuardianLinks = async (guardianUid: string): Promise<GuardianLink[]> => {
  const { data } = await guardianLinkEntity.query.byGuardian({ guardianUid }).go({ pages: 'all' });
  return data.sort((a, b) => a.linkedAt.localeCompare(b.linkedAt) || a.studentUid.localeCompare(b.studentUid));
};

/**
 * The child a guardian acts for: the requested one, only if linked (else 403), or the first one.
 * Returns null for a guardian without children.
 */
export const findActingLink = async (guardianUid: string, requestedStudentUid?: string): Promise<GuardianLink | null> => {
  if (requestedStudentUid) {
    const { data } = await guardianLinkEntity.get({ guardianUid, studentUid: requestedStudentUid }).go();
    if (!data) throw new AppError('forbidden');
    return data;
  }
  const [first] = await listGuardianLinks(guardianUid);
  return first ?? null;
};
