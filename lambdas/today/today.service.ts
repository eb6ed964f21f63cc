import type { TodayOverview } from '../../shared/schemas/today.schema.js';
import { todayOverviewDays } from '../../shared/today.js';
import { AppError } from '../_lib/app-error.js';
import { getItemGroups } from '../_lib/batch-get.js';
import { requireSubject, type Caller } from '../_lib/caller.js';
import { listAttendanceOfDay } from '../attendance/attendance.service.js';
import { groupRead } from '../timetable/group-lookup.service.js';
import { getTutorDay } from '../timetable/weekplan.service.js';
import { openUserRecords } from '../users/user-fields.service.js';
import { userRecordRead } from '../users/user.service.js';
import { schoolWeatherFrom, schoolWeatherRequest } from '../weather/weather.service.js';
import { buildTodayOverview } from './today-overview.model.js';

/**
 * A tutor's today overview of one day (default: the first day by the break-hour rule). Requests,
 * whatever the number of lessons: the caller's (with the school), then side by side the tutor's
 * lessons of the day (one batch get of the school's plan version and the tutor's cached week while
 * the plan is unchanged: getTutorDay) and the school's notes and absences of the day (one query),
 * then one batch get of the weather cache, the names of the students whose notes or absences
 * concern the tutor's groups and the absent students' groups (whose class teacher confirms a sick
 * note and changes any absence); a batch get takes 100 keys. A stale weather cache adds its put.
 */
export const getTodayOverview = async (caller: Caller, query: { day?: string }, now = new Date()): Promise<TodayOverview> => {
  const tutor = requireSubject(caller);
  const day = query.day ?? todayOverviewDays(now)[0].day;
  const school = caller.subjectSchool ?? caller.school;
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  const scope = { schoolId: school.id, schoolYearId: school.activeSchoolYearId };
  const [events, attendance, weatherRequest] = await Promise.all([
    getTutorDay(scope.schoolId, scope.schoolYearId, tutor.uid, day),
    listAttendanceOfDay(scope, day),
    schoolWeatherRequest(school, day, now),
  ]);
  const groupIds = new Set(events.flatMap((event) => event.groups.map((group) => group.id)));
  const concerned = [...attendance.daynotices, ...attendance.absences].filter((item) =>
    item.groupIds.some((groupId) => groupIds.has(groupId)),
  );
  const absentGroupIds = attendance.absences.flatMap((absence) => absence.groupIds).filter((groupId) => groupIds.has(groupId));
  const read = await getItemGroups({
    students: [...new Set(concerned.map((item) => item.studentUid))].map((uid) => userRecordRead(school.id, uid)),
    groups: [...new Set(absentGroupIds)].map((groupId) => groupRead(scope.schoolId, scope.schoolYearId, groupId)),
    weather: weatherRequest ? [weatherRequest.cacheRead] : [],
  });
  const [students, weather] = await Promise.all([
    openUserRecords(
      school.id,
      read.students.flatMap((student) => (student ? [student] : [])),
    ),
    weatherRequest ? schoolWeatherFrom(weatherRequest, read.weather[0] ?? null, now) : null,
  ]);
  const groups = read.groups.flatMap((group) => (group ? [group] : []));
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
