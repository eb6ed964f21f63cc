import type { CourseDate, CourseOfferInput } from '../../shared/schemas/course.schema.js';
import type { HolidayRange } from '../../shared/school-year-rules.js';
import { addDays, isoWeekday } from '../../shared/week.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import { courseNameOf } from './course-rules.model.js';

/**
 * Every course date of an option: its weekdays from the offer's start to its end (school days
 * only), without the school's holidays unless the offer includes vacations (§3 includeVacations).
 * The dates are stored as lesson dates of the option's group, so the weekplan, the today overview
 * and the calendar feed all show exactly these.
 */
export const courseLessonDates = (
  offer: Pick<CourseOfferInput, 'start' | 'end' | 'color' | 'displayName' | 'includeVacations'>,
  option: { groupId: string; displayName: string; dates: CourseDate[] },
  tutor: { uid: string; short: string },
  holidays: readonly HolidayRange[],
): LessonDateInput[] => {
  const lessons: LessonDateInput[] = [];
  const name = courseNameOf(offer.displayName, option.displayName);
  const isHoliday = (day: string) => holidays.some(({ from, to }) => day >= from && day <= to);
  for (let day = offer.start; day <= offer.end; day = addDays(day, 1)) {
    if (!offer.includeVacations && isHoliday(day)) continue;
    for (const date of option.dates) {
      if (isoWeekday(day) - 1 !== date.weekday) continue;
      lessons.push({
        lessonDateId: `${option.groupId}-${day}-${date.starttime.replace(':', '')}`,
        kind: 'courseDate',
        day,
        starttime: date.starttime,
        endtime: date.endtime,
        displayName: name,
        subject: { subjectId: 'kurs', name: offer.displayName, color: offer.color },
        tutors: [tutor],
        groups: [{ groupId: option.groupId, displayName: name }],
        course: { courseId: option.groupId, displayName: name },
      });
    }
  }
  return lessons;
};
