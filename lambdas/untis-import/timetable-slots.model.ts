import type { ElementLocation } from './element-resolver.model.js';
import type { Gpu002Row } from './gpu002.parser.js';
import { slotKey } from './natural-keys.model.js';
import { periodTimeRange } from './time-grid.parser.js';
import type { ImportProblem, ImportResolvers, TimetableImportInput, TimetableSlot } from './timetable-import-types.model.js';

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

interface LessonLine {
  className?: string;
  subject: string;
  teacher?: string;
  row: Gpu002Row;
}

/** GPU002 lines by lesson number, with references resolved like GPU001's so they compare equal. */
function indexLessons(lessons: readonly Gpu002Row[], r: ImportResolvers): Map<number, LessonLine[]> {
  const index = new Map<number, LessonLine[]>();
  for (const row of lessons) {
    const at: ElementLocation = { file: 'GPU002', line: row.line };
    const line: LessonLine = {
      className: row.className === undefined ? undefined : r.class.canonical(row.className, at),
      subject: r.subject.canonical(row.subject, at),
      teacher: row.teacher === undefined ? undefined : r.teacher.canonical(row.teacher, at),
      row,
    };
    const lines = index.get(row.lessonNumber) ?? [];
    lines.push(line);
    index.set(row.lessonNumber, lines);
  }
  return index;
}

/** GPU002 line of a slot: same lesson, class and subject, preferring the same teacher. */
function findLesson(
  index: ReadonlyMap<number, LessonLine[]>,
  lessonNumber: number,
  className: string,
  subject: string,
  teacher: string | undefined,
): Gpu002Row | undefined {
  const candidates = (index.get(lessonNumber) ?? []).filter((line) => line.className === className && line.subject === subject);
  return (candidates.find((line) => teacher !== undefined && line.teacher === teacher) ?? candidates[0])?.row;
}

/**
 * One slot per lesson number, weekday, period, class and subject. GPU001 repeats a lesson per class
 * and coupling line; lines with the same subject (team teaching) merge their teachers and rooms,
 * lines with different subjects (e.g. religion groups) stay separate slots. Double periods stay
 * one slot per period because the week plan shows one row per time block.
 */
export function buildSlots(input: TimetableImportInput, r: ImportResolvers, problems: ImportProblem[]): TimetableSlot[] {
  const slots = new Map<string, TimetableSlot>();
  const missingTimes = new Set<string>();
  const lessons = indexLessons(input.lessons ?? [], r);
  for (const row of input.timetable) {
    const at: ElementLocation = { file: 'GPU001', line: row.line };
    const className = r.class.canonical(row.className, at);
    const subject = r.subject.canonical(row.subject, at);
    const key = slotKey(row.lessonNumber, row.day, row.period, className, subject);
    const teacher = row.teacher === undefined ? [] : [r.teacher.canonical(row.teacher, at)];
    const room = row.room === undefined ? [] : [r.room.canonical(row.room, at)];
    const existing = slots.get(key);
    if (existing !== undefined) {
      existing.teachers = unique([...existing.teachers, ...teacher]);
      existing.rooms = unique([...existing.rooms, ...room]);
      continue;
    }
    const time = periodTimeRange(input.timeGrid, row.day, row.period, row.duration);
    if (time.start === undefined && !missingTimes.has(`${row.day}/${row.period}`)) {
      missingTimes.add(`${row.day}/${row.period}`);
      problems.push({ file: 'GPU001', line: row.line, code: 'no-time-for-slot', params: { day: row.day, period: row.period } });
    }
    const lesson = findLesson(lessons, row.lessonNumber, className, subject, teacher[0]);
    slots.set(key, {
      key,
      lessonNumber: row.lessonNumber,
      day: row.day,
      period: row.period,
      className,
      subject,
      subjectKey: r.subject.element(subject),
      teachers: teacher,
      rooms: room,
      ...time,
      weekLabel: row.weekLabel,
      lessonGroup: lesson?.lessonGroup,
      studentGroup: lesson?.studentGroup,
      validFrom: lesson?.validFrom,
      validTo: lesson?.validTo,
    });
  }
  return [...slots.values()];
}
