import type { Leaver } from '../../shared/schemas/school-year.schema.js';
import type { Caller } from '../_lib/caller.js';
import { studentUidsInClassesOf } from '../timetable/year-groups.service.js';
import { listLeavers, setLeavers } from '../users/leaver.service.js';
import { getUserRecords } from '../users/user.service.js';
import { listYearsOfSchool } from './school-years.service.js';
import { getSchool } from './school.service.js';

/**
 * Flags the leavers of the previous school year: its students who are in no class of the active
 * year (after the new year's user import), with `leftAtSchoolYearId`, and marks their accounts for
 * deletion (the deletion job deletes them 30 days later unless an admin takes the mark back); one
 * flagged before who has a class now (imported later) loses flag and mark. Running it again changes
 * nothing.
 */
export const flagLeavers = async (caller: Caller): Promise<{ leavers: Leaver[] }> => {
  const school = await getSchool(caller.schoolId);
  const previous = (await listYearsOfSchool(school.id, school.activeSchoolYearId)).find((year) => year.state === 'past');
  if (!school.activeSchoolYearId || !previous) return { leavers: await listLeavers(school.id) };
  const [before, now] = await Promise.all([
    studentUidsInClassesOf(school.id, previous.id),
    studentUidsInClassesOf(school.id, school.activeSchoolYearId),
  ]);
  const records = await getUserRecords([...before].map((uid) => ({ schoolId: school.id, uid })));
  const changes = records
    .filter((record) => !record.deleted)
    .map((record) => ({
      uid: record.uid,
      left: !now.has(record.uid),
      flagged: record.leftAtSchoolYearId === previous.id,
      marked: Boolean(record.deletionMarkedAt),
    }))
    .filter(({ left, flagged }) => left !== flagged);
  await setLeavers(caller, previous.id, changes);
  return { leavers: await listLeavers(school.id) };
};
