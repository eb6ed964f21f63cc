import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import { planExamDates } from './exams.model.js';
import { holidaysByDay } from './holiday-calendar.model.js';
import { addStandalone, changeItems } from './lesson-changes.model.js';
import { lessonDateIdOf, PlanBuilder, type LessonPlanContext } from './plan-refs.model.js';
import { planSupervisionDates } from './supervisions.model.js';
import { teacherNamesOf } from './teacher-name.model.js';
import type { ImportHoliday, ImportProblem, TimetableImportModel } from './timetable-import-types.model.js';
import { lessonKeyOf, weeklyLessonDates, weeklyLessons } from './weekly-lessons.model.js';

/**
 * Turns the import model into the lesson dates of a school year: every weekly lesson on each of its
 * weekdays within the year and its validity (GPU002) except holidays (GPU018), with the GPU014
 * changes of that day inside, then the exams (exams.model.ts) and break supervisions
 * (supervisions.model.ts) as dated events of their own. Pure; ids are derived from natural keys, so the same export always
 * gives the same lesson dates.
 */

export interface LessonPlan {
  lessons: LessonDateInput[];
  changes: number;
  /** Days on which holidays (GPU018) left out weekly lessons. */
  holidayDays: number;
  problems: ImportProblem[];
}

/** Puts each GPU014 row on its lesson date (or one of its own) and returns the lines applied; the others are reported. */
function applyChanges(
  model: TimetableImportModel,
  dates: Map<string, LessonDateInput>,
  builder: PlanBuilder,
  context: LessonPlanContext,
  holidays: ReadonlyMap<string, ImportHoliday>,
): Set<number> {
  const slots = new Map(model.slots.map((slot) => [slot.key, slot]));
  const applied = new Set<string>();
  const appliedLines = new Set<number>();
  for (const change of model.changes) {
    if (change.date < context.range.start || change.date > context.range.end) {
      builder.problems.push({
        file: 'GPU014',
        line: change.line,
        code: 'date-outside-school-year',
        params: { date: change.date },
      });
      continue;
    }
    const holiday = holidays.get(change.date);
    if (holiday !== undefined) {
      // One row for several classes is one change per class; the admin reads about the row once.
      builder.warnOnce(`holiday|${change.line}`, {
        file: 'GPU014',
        line: change.line,
        code: 'holiday',
        params: { date: change.date, name: holiday.name, publicHoliday: holiday.publicHoliday },
      });
      continue;
    }
    const slot = change.slotKey === undefined ? undefined : slots.get(change.slotKey);
    if (slot === undefined) {
      if (change.effect === 'cancelled') {
        builder.problems.push({
          file: 'GPU014',
          line: change.line,
          code: 'cancellation-without-lesson',
          params: {},
        });
        continue;
      }
      if (addStandalone(dates, change, builder, context)) appliedLines.add(change.line);
      continue;
    }
    const target = dates.get(lessonDateIdOf(lessonKeyOf(slot), change.date));
    if (target === undefined) {
      builder.problems.push({
        file: 'GPU014',
        line: change.line,
        code: 'lesson-not-scheduled',
        params: { date: change.date },
      });
      continue;
    }
    // A row for several classes of one coupled lesson lands on the same lesson date once.
    if (applied.has(`${target.lessonDateId}|${change.line}`)) continue;
    applied.add(`${target.lessonDateId}|${change.line}`);
    appliedLines.add(change.line);
    target.changes = [...(target.changes ?? []), ...changeItems(builder, target.lessonDateId, change)];
  }
  return appliedLines;
}

export function planLessonDates(model: TimetableImportModel, context: LessonPlanContext): LessonPlan {
  const builder = new PlanBuilder(context, teacherNamesOf(model));
  const holidays = holidaysByDay(model.holidays, context.range);
  const { dates, holidayDays } = weeklyLessonDates(weeklyLessons(model.slots).values(), builder, context, holidays);
  const appliedLines = applyChanges(model, dates, builder, context, holidays);
  const isHoliday = (day: string) => holidays.has(day);
  const exams = planExamDates(model.exams, builder, context.range, isHoliday);
  const supervisions = planSupervisionDates(model.supervisions, model.breakSupervisions, builder, context.range, isHoliday);
  return {
    lessons: [...dates.values(), ...exams, ...supervisions],
    changes: appliedLines.size,
    holidayDays: holidayDays.size,
    problems: builder.problems,
  };
}
