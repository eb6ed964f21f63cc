import type { GroupStudents } from '../../shared/schemas/timetable.schema.js';
import type { Caller } from '../_lib/caller.js';
import { entryCountsOf } from '../attendance/attendance.service.js';
import { getUserRecords } from '../users/user.service.js';
import { groupMemberEntity } from './group-member.entity.js';
import { getGroups } from './group-members.service.js';
import { visibleGroupOf } from './my-groups.service.js';
import { canSeeGroup, groupIdsOfStudent } from './year-groups.service.js';

/**
 * Meine Klassen: the students of one group of the tutor's school (active or past year) by name, with their sex and
 * class register entry count, and the student groups: the other groups (courses) its students belong to.
 * Same visibility as the group's weekplan. Requests: the school, the group, one query for the members,
 * then their user records and entry counters (one batch get each per 100 students) beside one query
 * of the member index per student, then one batch get of their other groups.
 */
export const listGroupStudents = async (caller: Caller, groupId: string, schoolYearId?: string): Promise<GroupStudents> => {
  const { school, schoolYearId: yearId } = await visibleGroupOf(caller, groupId, schoolYearId);
  const { data: members } = await groupMemberEntity.query
    .byGroup({ schoolId: school.id, schoolYearId: yearId, groupId })
    .go({ pages: 'all' });
  const uids = members.map((member) => member.studentUid);
  const [users, entryCounts, memberships] = await Promise.all([
    getUserRecords(uids.map((uid) => ({ schoolId: school.id, uid }))),
    entryCountsOf({ schoolId: school.id, schoolYearId: yearId }, uids),
    Promise.all(uids.map(async (uid) => ({ uid, groupIds: await groupIdsOfStudent(school.id, yearId, uid) }))),
  ]);
  const students = users
    .map((user) => ({ uid: user.uid, displayName: user.displayName, sex: user.sex, entries: entryCounts.get(user.uid) ?? 0 }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  const otherGroupIds = [...new Set(memberships.flatMap((membership) => membership.groupIds))].filter((id) => id !== groupId);
  const otherGroups = await getGroups(school.id, yearId, otherGroupIds);
  const studentGroups = otherGroups
    .map((group) => ({
      id: group.groupId,
      displayName: group.displayName,
      kind: group.kind ?? 'class',
      canSend: canSeeGroup(school.myGroups, group.classTutorUid, caller.uid),
      students: students
        .filter((student) =>
          memberships.some((membership) => membership.uid === student.uid && membership.groupIds.includes(group.groupId)),
        )
        .map((student) => ({ uid: student.uid, displayName: student.displayName })),
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  return { students, studentGroups };
};
