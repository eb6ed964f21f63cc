import { groupMemberEntity } from './group-member.entity.js';
import { groupEntity } from './group.entity.js';

/**
 * A group of the school year with the uids of its students (notifications address them), or null.
 * Two requests in parallel: the group and its members. Reads only, so a job that resolves
 * recipients needs no write access to the timetable.
 */
export const getGroupWithStudents = async (schoolId: string, schoolYearId: string, groupId: string) => {
  const [{ data: group }, { data: members }] = await Promise.all([
    groupEntity.get({ schoolId, schoolYearId, groupId }).go(),
    groupMemberEntity.query.byGroup({ schoolId, schoolYearId, groupId }).go({ pages: 'all' }),
  ]);
  return group && { group, studentUids: members.map((member) => member.studentUid) };
};

/** Groups of the school year by id in one batch get (missing ones are left out). */
export const getGroups = async (schoolId: string, schoolYearId: string, groupIds: string[]) => {
  if (groupIds.length === 0) return [];
  const { data } = await groupEntity.get(groupIds.map((groupId) => ({ schoolId, schoolYearId, groupId }))).go();
  return data;
};
