import type { Role } from '../../shared/roles.js';
import type { Weekplan, WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { berlinToday, mondayOf } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import { requireSubject, type Caller, type Subject } from '../_lib/caller.js';
import { audiencesOfSubject, planWeekOf, weekplanFrom, type WeekQuery } from './week-read.service.js';
import { cachedPlanWeek, eventsOfDay } from './weekplan-cache.service.js';
import { viewerFor } from './weekplan-event.model.js';

/**
 * One week of a subject's plan as `role` sees it, from the cached render while the school's plan
 * version is unchanged (one batch get: weekplan-cache.service.ts); otherwise read as planWeekOf
 * does, after the subject's groups and the school's calendars, and cached.
 */
const subjectPlanWeek = (subject: Subject, role: Role, schoolYearId: string, weekStart: string) =>
  cachedPlanWeek({ schoolId: subject.schoolId, subjectUid: subject.uid, viewerRole: role, schoolYearId, weekStart }, async () =>
    planWeekOf(subject.schoolId, schoolYearId, await audiencesOfSubject(subject, schoolYearId), weekStart, viewerFor(subject, role)),
  );

/**
 * The weekplan of the caller's subject: a tutor's own events; a student's (or a guardian's active
 * child's) events of their classes and courses and those they were moved into. While the school's
 * plan is unchanged since the week was last read, that is one batch get besides the caller's read
 * (the school comes with the caller), however many events, changes and groups the week holds.
 */
export const getWeekplan = async (caller: Caller, query: WeekQuery): Promise<Weekplan> => {
  const subject = requireSubject(caller);
  const schoolYearId = caller.subjectSchool?.activeSchoolYearId;
  if (!schoolYearId) throw new AppError('no-active-school-year');
  const from = query.from ?? mondayOf(berlinToday());
  return weekplanFrom(await subjectPlanWeek(subject, caller.role, schoolYearId, from), from, query.days);
};

/** A tutor's lessons on one day (today overview), with every change, by start time: that day of the tutor's week (subjectPlanWeek). */
export const getTutorDay = async (schoolId: string, schoolYearId: string, tutorUid: string, day: string): Promise<WeekplanEvent[]> =>
  eventsOfDay(await subjectPlanWeek({ schoolId, uid: tutorUid, role: 'tutor' }, 'tutor', schoolYearId, mondayOf(day)), day);
