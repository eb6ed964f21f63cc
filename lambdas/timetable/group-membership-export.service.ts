import { groupMemberEntity } from './group-member.entity.js';

/** A student's group memberships of the given school years (one query per year on the index byStudent), for the Art. 15 export. */
export const exportGroupMemberships = async (schoolId: string, schoolYearIds: string[], studentUid: string) =>
  (
    await Promise.all(
      schoolYearIds.map((schoolYearId) => groupMemberEntity.query.byStudent({ schoolId, schoolYearId, studentUid }).go({ pages: 'all' })),
    )
  ).flatMap(({ data }) => data.map(({ schoolYearId, groupId }) => ({ schoolYearId, groupId })));
