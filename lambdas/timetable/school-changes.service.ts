import { mondayOf } from '../../shared/week.js';
import { CHANGES_AUDIENCE, lessonDateEntity } from './lesson-date.entity.js';
import type { LessonDateItem } from './weekplan-event.model.js';

/** Who may see a change (tutors every one; students and guardians those flagged for them), for readers of the school's changes. */
export { isChangeVisible, type LessonDateItem } from './weekplan-event.model.js';

/**
 * The school's changed lesson dates of some days, whatever their classes, tutors and rooms: one
 * query per week the days touch, on the copies every writer keeps under the school's changes
 * audience (`audiencesOf` in lesson-date-write.service.ts), in the order of day and start time.
 */
export const changedLessonDatesOfDays = async (
  schoolId: string,
  schoolYearId: string,
  days: readonly string[],
): Promise<LessonDateItem[]> => {
  const wanted = new Set(days);
  const weeks = [...new Set(days.map(mondayOf))];
  const pages = await Promise.all(
    weeks.map((weekStart) =>
      lessonDateEntity.query.byAudienceWeek({ schoolId, schoolYearId, audience: CHANGES_AUDIENCE, weekStart }).go({ pages: 'all' }),
    ),
  );
  return pages.flatMap(({ data }) => data).filter((item) => wanted.has(item.day));
};
