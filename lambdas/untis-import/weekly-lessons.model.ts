import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import { naturalKey } from './natural-keys.model.js';
import { daysOn, lessonDateIdOf, unique, type LessonPlanContext, type PlanBuilder } from './plan-refs.model.js';
import type { ImportHoliday, TimetableSlot } from './timetable-import-types.model.js';

/** One weekly lesson: the slots of one lesson number, weekday, period and subject, over all its classes. */
export interface WeeklyLesson {
  key: string;
  slot: TimetableSlot;
  classes: string[];
  teachers: string[];
  rooms: string[];
  validFrom?: string;
  validTo?: string;
}

export const lessonKeyOf = (slot: TimetableSlot) => naturalKey(slot.lessonNumber, slot.day, slot.period, slot.subject);

export function weeklyLessons(slots: readonly TimetableSlot[]): Map<string, WeeklyLesson> {
  const lessons = new Map<string, WeeklyLesson>();
  for (const slot of slots) {
    const key = lessonKeyOf(slot);
    const lesson = lessons.get(key);
    if (!lesson) {
      lessons.set(key, {
        key,
        slot,
        classes: [slot.className],
        teachers: slot.teachers,
        rooms: slot.rooms,
        validFrom: slot.validFrom,
        validTo: slot.validTo,
      });
      continue;
    }
    lesson.classes = unique([...lesson.classes, slot.className]);
    lesson.teachers = unique([...lesson.teachers, ...slot.teachers]);
    lesson.rooms = unique([...lesson.rooms, ...slot.rooms]);
    lesson.validFrom = lesson.validFrom && slot.validFrom && (slot.validFrom < lesson.validFrom ? slot.validFrom : lesson.validFrom);
    lesson.validTo = lesson.validTo && slot.validTo && (slot.validTo > lesson.validTo ? slot.validTo : lesson.validTo);
  }
  return lessons;
}

interface WeeklyLessonDates {
  dates: Map<string, LessonDateInput>;
  holidayDays: Set<string>;
}

/** Each weekly lesson on its weekday within the school year and its validity; holidays are counted, not planned. */
export function weeklyLessonDates(
  lessons: Iterable<WeeklyLesson>,
  builder: PlanBuilder,
  context: LessonPlanContext,
  holidays: ReadonlyMap<string, ImportHoliday>,
): WeeklyLessonDates {
  const dates = new Map<string, LessonDateInput>();
  const holidayDays = new Set<string>();
  for (const lesson of lessons) {
    const { slot } = lesson;
    if (slot.start === undefined || slot.end === undefined) continue;
    if (slot.lessonGroup) {
      builder.warnOnce(`group|${slot.lessonGroup}`, {
        file: 'GPU002',
        line: 0,
        code: 'lesson-group-ignored',
        params: { lessonGroup: slot.lessonGroup },
      });
    }
    const subject = builder.subject(slot.subjectKey ?? slot.subject);
    const label = slot.subjectKey !== undefined && slot.subjectKey === slot.subject && subject ? subject.name : slot.subject;
    const from = lesson.validFrom && lesson.validFrom > context.range.start ? lesson.validFrom : context.range.start;
    const to = lesson.validTo && lesson.validTo < context.range.end ? lesson.validTo : context.range.end;
    for (const day of daysOn(slot.day, from, to)) {
      if (holidays.has(day)) {
        holidayDays.add(day);
        continue;
      }
      const lessonDateId = lessonDateIdOf(lesson.key, day);
      dates.set(lessonDateId, {
        lessonDateId,
        day,
        starttime: slot.start,
        endtime: slot.end,
        displayName: `${label} ${lesson.classes.join(', ')}`,
        blockId: context.ids.blocks.get(slot.period)?.blockId,
        subject,
        rooms: lesson.rooms.map(builder.room),
        tutors: lesson.teachers.map(builder.tutor),
        groups: lesson.classes.map(builder.group),
        changes: [],
      });
    }
  }
  return { dates, holidayDays };
}
