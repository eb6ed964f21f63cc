import type { EntityItem } from 'electrodb';
import { itemRead } from '../_lib/batch-get.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { guardianLinkEntity } from './guardian-link.entity.js';

/** Joined into the service of a transaction that writes with this module's functions (lambdas/_lib/entity-service.ts). */
export { guardianLinkEntity } from './guardian-link.entity.js';

/*
 * Reads of guardian links, apart from the rest of the guardian service: every signed-in request
 * resolves a guardian's acting child here (lambdas/_lib/caller.ts), and the notification fan-out
 * finds guardians here, so this module stays small.
 */

/** Guardian links read at the same time. */
const LINK_QUERY_CONCURRENCY = 8;

/**
 * The guardians of each given student of a school (one query per student on the index byStudent,
 * 8 at a time). Reads only: the notification fan-out resolves guardians without write access to links.
 */
export const guardiansOfStudents = async (
  schoolId: string,
  studentUids: string[],
): Promise<{ studentUid: string; guardianUid: string }[]> => {
  const pages = await mapWithConcurrency(studentUids, LINK_QUERY_CONCURRENCY, async (studentUid) => ({
    studentUid,
    links: (
      await guardianLinkEntity.query.byStudent({ studentSchoolId: schoolId, studentUid }).go({ pages: 'all', attributes: ['guardianUid'] })
    ).data,
  }));
  return pages.flatMap(({ studentUid, links }) => links.map(({ guardianUid }) => ({ studentUid, guardianUid })));
};

export type GuardianLink = EntityItem<typeof guardianLinkEntity>;

/** A guardian's children in linking order (the first linked child is the default). */
export const listGuardianLinks = async (guardianUid: string): Promise<GuardianLink[]> => {
  const { data } = await guardianLinkEntity.query.byGuardian({ guardianUid }).go({ pages: 'all' });
  return data.sort((a, b) => a.linkedAt.localeCompare(b.linkedAt) || a.studentUid.localeCompare(b.studentUid));
};

/** The read of the link between a guardian and one child within a batch of items (lambdas/_lib/batch-get.ts). */
export const guardianLinkRead = (guardianUid: string, studentUid: string) => itemRead(guardianLinkEntity, { guardianUid, studentUid });
