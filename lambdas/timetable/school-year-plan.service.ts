import type { Role } from '../../shared/roles.js';
import { addDays, mondayOf } from '../../shared/week.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import type { Subject } from '../_lib/caller.js';
import { getActiveSchoolYear, getSchool } from '../schools/school.service.js';
import { audiencesOfSubject, lessonDatesOfWeek, withCurrentMeetingDates } from './week-read.service.js';
import { toEvents, viewerFor } from './weekplan-event.model.js';

/** Week queries of a school-year plan that run at the same time. */
export const YEAR_PLAN_CONCURRENCY = 8;

/**
 * The subject's lessons of the whole active school year with the changes `role` may see, the same
 * as the weekplan shows them week by week (the calendar feed). Requests: the school and its year,
 * a student's groups, then one query per audience and week (about 53), 8 at a time.
 */
export const getSchoolYearPlan = async (subject: Subject, role: Role) => {
  const school = await getSchool(subject.schoolId);
  const schoolYear = await getActiveSchoolYear(school);
  const { audiences, calendarIds } = await audiencesOfSubject(subject, schoolYear.id);
  const weeks: string[] = [];
  for (let monday = mondayOf(schoolYear.start); monday <= schoolYear.end; monday = addDays(monday, 7)) weeks.push(monday);
  const partitions = weeks.flatMap((weekStart) => audiences.map((audience) => ({ audience, weekStart })));
  const items = await mapWithConcurrency(partitions, YEAR_PLAN_CONCURRENCY, ({ audience, weekStart }) =>
    lessonDatesOfWeek(subject.schoolId, schoolYear.id, audience, weekStart),
  );
  const current = await withCurrentMeetingDates(subject.schoolId, items.flat(), calendarIds);
  const events = toEvents(current, viewerFor(subject, role), (day) => day >= schoolYear.start && day <= schoolYear.end);
  return { school, schoolYear, events };
};
