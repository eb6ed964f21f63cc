import type { GroupStudents } from '../../shared/schemas/timetable.schema.js';
import type { Caller } from '../_lib/caller.js';
import { entryCountsOf } from '../attendance/attendance.service.js';
import { getUserRecords } from '../users/user.service.js';
import { groupMemberEntity } from './group-member.entity.js';
import { visibleGroupOf } from './timetable.service.js';

/**
 * Meine Klassen: the students of one group of the tutor's school (active or past year) by name, with their sex and
 * class register entry count. Same visibility as the group's weekplan. Requests: the school, the
 * group, one query for the members, then their user records and entry counters in parallel
 * (one batch get each per 100 students).
 */
export const listGroupStudents = async (caller: Caller, groupId: string, schoolYearId?: string): Promise<GroupStudents> => {
  const { school, schoolYearId: yearId } = await visibleGroupOf(caller, groupId, schoolYearId);
  const { data: members } = await groupMemberEntity.query
    .byGroup({ schoolId: school.id, schoolYearId: yearId, groupId })
    .go({ pages: 'all' });
  const uids = members.map((member) => member.studentUid);
  const [users, entryCounts] = await Promise.all([
    getUserRecords(uids.map((uid) => ({ schoolId: school.id, uid }))),
    entryCountsOf({ schoolId: school.id, schoolYearId: yearId }, uids),
  ]);
  const students = users
    .map((user) => ({ uid: user.uid, displayName: user.displayName, sex: user.sex, entries: entryCounts.get(user.uid) ?? 0 }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
  return { students };
};
