import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { guardianLinkEntity } from './guardian-link.entity.js';

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
