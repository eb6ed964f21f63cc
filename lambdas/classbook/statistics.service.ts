import { buildStatistic, type GroupRegister } from '../../shared/classbook-statistics.js';
import type { ClassbookStatistic, StatisticQuery } from '../../shared/schemas/classbook-statistic.schema.js';
import type { StudentRegister } from '../../shared/schemas/classbook.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { listGroupRegisters } from '../attendance/lesson-register.service.js';
import { activeSchoolYearOf } from '../timetable/active-school-year.service.js';
import { getGroups } from '../timetable/group-lookup.service.js';
import { canSeeGroup, studentUidsOfGroup } from '../timetable/year-groups.service.js';
import { getUserRecords } from '../users/user.service.js';

/**
 * The statistics 'Klassenbuch' of the caller's school: the registers of the event class and of the
 * student class in the period, filtered (shared/classbook-statistics.ts). Tutors see the classes
 * they lead, every class under the school's myGroups 'all'. Requests: the school, one batch get of
 * the classes, one query per class for its registers (a page per megabyte) and one for the student
 * class's members, then one batch get per 100 students for their names.
 */
export const getClassbookStatistic = async (caller: Caller, query: StatisticQuery): Promise<ClassbookStatistic> => {
  const { school, schoolYearId } = await activeSchoolYearOf(caller.schoolId);
  const scope = { schoolId: school.id, schoolYearId };
  const groupIds = [...new Set([query.eventGroupId, query.studentGroupId].filter((id): id is string => Boolean(id)))];
  const groups = await getGroups(school.id, schoolYearId, groupIds);
  if (groups.length !== groupIds.length) throw new AppError('not-found');
  if (!groups.every((group) => canSeeGroup(school.myGroups, group.classTutorUid, caller.uid))) throw new AppError('forbidden');
  const [registers, memberUids] = await Promise.all([
    Promise.all(groupIds.map(async (groupId) => [groupId, await listGroupRegisters(scope, groupId, query.start, query.end)] as const)),
    query.studentGroupId ? studentUidsOfGroup(school.id, schoolYearId, query.studentGroupId) : Promise.resolve([]),
  ]);
  const byGroup = new Map(
    registers.map(([groupId, items]) => [
      groupId,
      items.map((item): GroupRegister => ({ ...item, students: item.students as Record<string, StudentRegister> })),
    ]),
  );
  const eventRegisters = query.eventGroupId ? (byGroup.get(query.eventGroupId) ?? []) : [];
  const studentRegisters = query.studentGroupId ? (byGroup.get(query.studentGroupId) ?? []) : [];
  const uids = new Set([...memberUids, ...studentRegisters.flatMap((register) => Object.keys(register.students))]);
  const users = await getUserRecords([...uids].map((uid) => ({ schoolId: school.id, uid })));
  const names = new Map(users.map((user) => [user.uid, user.displayName]));
  const classStudents = memberUids.map((uid) => ({ uid, displayName: names.get(uid) ?? uid }));
  return buildStatistic(query, eventRegisters, studentRegisters, classStudents, (uid) => names.get(uid) ?? uid);
};
