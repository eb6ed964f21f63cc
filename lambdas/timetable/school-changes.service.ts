import { mondayOf } from '../../shared/week.js';
import { CHANGES_AUDIENCE, EXAMS_AUDIENCE, lessonDateEntity, SUPERVISIONS_AUDIENCE, WHOLE_YEAR } from './lesson-date.entity.js';
import type { LessonDateItem } from './weekplan-event.model.js';

/** Who may see a change (tutors every one; students and guardians those flagged for them), for readers of the school's changes. */
export { isChangeVisible, type LessonDateItem } from './weekplan-event.model.js';

/** The copies of one whole-school audience on some days: one query per week the days touch, in the order of day and start time. */
const schoolCopiesOfDays = async (schoolId: string, schoolYearId: string, audience: string, days: readonly string[]) => {
  const wanted = new Set(days);
  const weeks = [...new Set(days.map(mondayOf))];
  const pages = await Promise.all(
    weeks.map((weekStart) => lessonDateEntity.query.byAudienceWeek({ schoolId, schoolYearId, audience, weekStart }).go({ pages: 'all' })),
  );
  return pages.flatMap(({ data }) => data).filter((item) => wanted.has(item.day));
};

/**
 * The school's changed lesson dates of some days, whatever their classes, tutors and rooms: one
 * query per week the days touch, on the copies every writer keeps under the school's changes
 * audience (`audiencesOf` in lesson-date-write.service.ts), in the order of day and start time.
 */
export const changedLessonDatesOfDays = (schoolId: string, schoolYearId: string, days: readonly string[]): Promise<LessonDateItem[]> =>
  schoolCopiesOfDays(schoolId, schoolYearId, CHANGES_AUDIENCE, days);

/** The school's break supervision dates of some days (every tutor's): one query per week, on the supervisions audience. */
export const supervisionDatesOfDays = (schoolId: string, schoolYearId: string, days: readonly string[]): Promise<LessonDateItem[]> =>
  schoolCopiesOfDays(schoolId, schoolYearId, SUPERVISIONS_AUDIENCE, days);

/** The school's exam dates of a school year (every class's and course's): one query on the exams audience, which keeps a whole school year in one partition. */
export const examDatesOfYear = async (schoolId: string, schoolYearId: string): Promise<LessonDateItem[]> => {
  const { data } = await lessonDateEntity.query
    .byAudienceWeek({ schoolId, schoolYearId, audience: EXAMS_AUDIENCE, weekStart: WHOLE_YEAR })
    .go({ pages: 'all' });
  return data;
};
