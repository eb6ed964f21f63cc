import type { TodayOverview } from '../../shared/schemas/today.schema.js';
import { todayOverviewDays } from '../../shared/today.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { listAttendanceOfDay } from '../attendance/attendance.service.js';
import { getSchool } from '../schools/school.service.js';
import { getGroups, getTutorDay } from '../timetable/timetable.service.js';
import { getUserRecords } from '../users/user.service.js';
import { getSchoolWeather } from '../weather/weather.service.js';
import { buildTodayOverview } from './today-overview.js';

/**
 * A tutor's today overview of one day (default: the first day by the break-hour rule). Requests,
 * whatever the number of lessons: the school, the tutor's lessons of the day, the school's notes
 * and absences of the day (one query), the weather cache (plus one put when it is stale), and one batch get for
 * the names of the students they concern (one per 100 students), and one batch get of the absent
 * students' groups (whose class teacher confirms a sick note and changes any absence).
 */
export const getTodayOverview = async (caller: Caller, query: { day?: string }, now = new Date()): Promise<TodayOverview> => {
  const tutor = requireSubject(caller);
  const day = query.day ?? todayOverviewDays(now)[0].day;
  const school = await getSchool(tutor.schoolId);
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  const scope = { schoolId: school.id, schoolYearId: school.activeSchoolYearId };
  const [events, attendance, weather] = await Promise.all([
    getTutorDay(scope.schoolId, scope.schoolYearId, tutor.uid, day),
    listAttendanceOfDay(scope, day),
    getSchoolWeather(school, day, now),
  ]);
  const groupIds = new Set(events.flatMap((event) => event.groups.map((group) => group.id)));
  const concerned = [...attendance.daynotices, ...attendance.absences].filter((item) =>
    item.groupIds.some((groupId) => groupIds.has(groupId)),
  );
  const [students, groups] = await Promise.all([
    getUserRecords([...new Set(concerned.map((item) => item.studentUid))].map((uid) => ({ schoolId: school.id, uid }))),
    getGroups(
      scope.schoolId,
      scope.schoolYearId,
      attendance.absences.flatMap((absence) => absence.groupIds).filter((groupId) => groupIds.has(groupId)),
    ),
  ]);
  return buildTodayOverview({
    day,
    events,
    daynotices: attendance.daynotices,
    absences: attendance.absences,
    studentNames: new Map(students.map((student) => [student.uid, student.displayName])),
    weather,
    callerUid: tutor.uid,
    classTeacherGroupIds: new Set(groups.filter((group) => group.classTutorUid === tutor.uid).map((group) => group.id)),
  });
};
