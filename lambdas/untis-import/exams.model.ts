import { isoWeekday } from '../../shared/week.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import type { ElementLocation, ElementResolver } from './element-resolver.model.js';
import type { Gpu014Row } from './gpu014.parser.js';
import type { Gpu017Row } from './gpu017.parser.js';
import { naturalKey } from './natural-keys.model.js';
import { lessonDateIdOf, unique, type PlanRefs } from './plan-refs.model.js';
import { findPeriodTime, type TimeGrid } from './time-grid.parser.js';
import type { ImportExam, ImportProblem, ImportResolvers, TimetableImportInput, TimetableSlot } from './timetable-import-types.model.js';

/**
 * Exams (Klausuren): GPU017 rows, and GPU014 rows of type E, which Untis writes for an exam that
 * occupies a lesson's slot. Each becomes a dated event of kind 'examDate' for the classes of its
 * lessons and the tutors who supervise or teach them; it is shown beside the lesson it replaces.
 */

/** A GPU014 row of type E is an exam, not a change of the lesson. */
export const isExamSubstitution = (row: Gpu014Row) => row.classification.attributes.includes('exam');

/** Start of the first and end of the last period of the exam, when the grid has both. */
const examTime = (grid: TimeGrid, date: string, fromPeriod: number, toPeriod: number) => {
  const day = isoWeekday(date);
  const start = findPeriodTime(grid, day, fromPeriod)?.start;
  const end = findPeriodTime(grid, day, toPeriod)?.end;
  return start === undefined || end === undefined ? {} : { start, end };
};

/** Classes and teachers of each lesson number, from GPU001 slots and GPU002 lines (their references already reported by the slots). */
function lessonsByNumber(input: TimetableImportInput, r: ImportResolvers, slots: readonly TimetableSlot[]) {
  const lessons = new Map<number, { classes: string[]; teachers: string[] }>();
  const add = (lessonNumber: number, classes: readonly string[], teachers: readonly string[]) => {
    const lesson = lessons.get(lessonNumber) ?? { classes: [], teachers: [] };
    lessons.set(lessonNumber, { classes: unique([...lesson.classes, ...classes]), teachers: unique([...lesson.teachers, ...teachers]) });
  };
  for (const slot of slots) add(slot.lessonNumber, [slot.className], slot.teachers);
  const known = (value: string | undefined, resolver: ElementResolver) => (value === undefined ? [] : [resolver.element(value) ?? value]);
  for (const line of input.lessons ?? []) add(line.lessonNumber, known(line.className, r.class), known(line.teacher, r.teacher));
  return lessons;
}

function fromGpu017(
  row: Gpu017Row,
  input: TimetableImportInput,
  r: ImportResolvers,
  lessons: ReturnType<typeof lessonsByNumber>,
): ImportExam {
  const at: ElementLocation = { file: 'GPU017', line: row.line };
  const resolveAll = (values: readonly string[], resolver: ElementResolver) => unique(values.map((value) => resolver.canonical(value, at)));
  const ofLessons = row.lessonNumbers.flatMap((number) => lessons.get(number) ?? []);
  return {
    key: naturalKey('exam', row.name, row.date, row.fromPeriod, row.lessonNumbers.join('~')),
    name: row.name,
    text: row.text,
    date: row.date,
    fromPeriod: row.fromPeriod,
    toPeriod: row.toPeriod,
    subjects: resolveAll(row.subjects, r.subject),
    classes: unique(ofLessons.flatMap((lesson) => lesson.classes)),
    teachers: unique([...resolveAll(row.teachers, r.teacher), ...ofLessons.flatMap((lesson) => lesson.teachers)]),
    rooms: resolveAll(row.rooms, r.room),
    file: 'GPU017',
    line: row.line,
    ...examTime(input.timeGrid, row.date, row.fromPeriod, row.toPeriod),
  };
}

function fromGpu014(row: Gpu014Row, input: TimetableImportInput, r: ImportResolvers): ImportExam {
  const at: ElementLocation = { file: 'GPU014', line: row.line };
  const resolveAll = (values: readonly string[], resolver: ElementResolver) => unique(values.map((value) => resolver.canonical(value, at)));
  const subject = row.substituteSubject ?? row.subject;
  const classes = resolveAll(row.substituteClasses.length > 0 ? row.substituteClasses : row.classes, r.class);
  const teacher = row.substituteTeacher ?? row.absentTeacher;
  return {
    key: naturalKey('exam', 'GPU014', row.date, row.period, row.lessonNumber ?? 0, classes.join('~')),
    name: subject ?? 'Klausur',
    text: row.text,
    date: row.date,
    fromPeriod: row.period,
    toPeriod: row.period,
    subjects: subject === undefined ? [] : [r.subject.canonical(subject, at)],
    classes,
    teachers: teacher === undefined ? [] : [r.teacher.canonical(teacher, at)],
    rooms: resolveAll(row.substituteRooms.length > 0 ? row.substituteRooms : row.rooms, r.room),
    file: 'GPU014',
    line: row.line,
    ...examTime(input.timeGrid, row.date, row.period, row.period),
  };
}

export function buildExams(
  input: TimetableImportInput,
  r: ImportResolvers,
  slots: readonly TimetableSlot[],
  problems: ImportProblem[],
): ImportExam[] {
  const lessons = lessonsByNumber(input, r, slots);
  const exams = [
    ...(input.exams ?? []).map((row) => fromGpu017(row, input, r, lessons)),
    ...(input.substitutions ?? [])
      .filter((row) => row.classification.effect === 'takesPlace' && isExamSubstitution(row))
      .map((row) => fromGpu014(row, input, r)),
  ];
  for (const exam of exams) {
    if (exam.classes.length === 0)
      problems.push({ file: exam.file, line: exam.line, code: 'exam-without-classes', params: { name: exam.name } });
  }
  return exams;
}

/** The exam dates within the school year and outside its holidays; one without a time in the grid is reported. */
export function planExamDates(
  exams: readonly ImportExam[],
  refs: PlanRefs,
  range: { start: string; end: string },
  isHoliday: (day: string) => boolean,
): LessonDateInput[] {
  return exams.flatMap((exam): LessonDateInput[] => {
    if (exam.date < range.start || exam.date > range.end) {
      refs.problems.push({ file: exam.file, line: exam.line, code: 'date-outside-school-year', params: { date: exam.date } });
      return [];
    }
    if (isHoliday(exam.date)) return [];
    if (exam.start === undefined || exam.end === undefined) {
      refs.problems.push({ file: exam.file, line: exam.line, code: 'no-time-for-period', params: { period: exam.fromPeriod } });
      return [];
    }
    const subjects = exam.subjects.map((name) => refs.subject(name));
    const label = subjects.map((subject, index) => subject?.name ?? exam.subjects[index]).join(', ') || exam.name;
    return [
      {
        lessonDateId: lessonDateIdOf(exam.key, exam.date),
        kind: 'examDate',
        day: exam.date,
        starttime: exam.start,
        endtime: exam.end,
        displayName: `${label} ${exam.classes.join(', ')}`.trim(),
        blockId: refs.blockId(exam.fromPeriod),
        subject: subjects.find((subject) => subject !== undefined),
        rooms: exam.rooms.map((name) => refs.room(name)),
        tutors: exam.teachers.map((short) => refs.tutor(short)),
        groups: exam.classes.map((name) => refs.group(name)),
        notice: [exam.name !== label ? exam.name : undefined, exam.text].filter(Boolean).join(': ') || undefined,
        changes: [],
      },
    ];
  });
}
