import { createElementResolver, type ElementLocation, type ElementResolver, type UntisFile } from './element-resolver.js';
import type { Gpu001Row } from './gpu001.parser.js';
import type { Gpu002Row } from './gpu002.parser.js';
import type { Gpu003Row } from './gpu003.parser.js';
import type { Gpu004Row, TeacherGender } from './gpu004.parser.js';
import type { Gpu005Row } from './gpu005.parser.js';
import type { Gpu006Row } from './gpu006.parser.js';
import type { Gpu014Row } from './gpu014.parser.js';
import type { ChangeType, SubstitutionAttribute, SubstitutionEffect } from './gpu014.classifier.js';
import { breakSupervisionKey, changeKey, isoWeekdayOf, slotKey } from './natural-keys.js';
import { findPeriodTime, type PeriodTime, type TimeGrid } from './time-grid.parser.js';

/**
 * Combines parsed Untis files into one normalized model for the import job. Pure: no I/O, and the
 * same input always gives the same output in the same order. Keys are described in natural-keys.ts.
 */

export interface ImportProblem {
  file: UntisFile;
  line: number;
  message: string;
}

export interface TimetableImportInput {
  timetable: readonly Gpu001Row[];
  timeGrid: TimeGrid;
  /** Master data; when a file is left out its references are taken as written, unchecked. */
  classes?: readonly Gpu003Row[];
  teachers?: readonly Gpu004Row[];
  rooms?: readonly Gpu005Row[];
  subjects?: readonly Gpu006Row[];
  /** GPU002 adds validity, lesson group (A/B weeks) and student group to the slots. */
  lessons?: readonly Gpu002Row[];
  substitutions?: readonly Gpu014Row[];
  /** Course-style subject names (e.g. "M-LK1") → the GPU006 subject whose colour they use. */
  subjectOverrides?: Readonly<Record<string, string>>;
}

export interface ImportClass {
  key: string;
  name: string;
  longName?: string;
  classTeacher?: string;
  /** Part classes (Teilklassen): the class they belong to and their group. */
  mainClass?: string;
  classGroup?: string;
  validFrom?: string;
  validTo?: string;
}

export interface ImportTeacher {
  key: string;
  name: string;
  lastName?: string;
  firstName?: string;
  title?: string;
  gender?: TeacherGender;
  email?: string;
}

export interface ImportRoom {
  key: string;
  name: string;
  longName?: string;
  capacity?: number;
}

export interface ImportSubject {
  key: string;
  name: string;
  longName?: string;
  /** Background colour (what a tile is filled with), `#rrggbb`. */
  color?: string;
  textColor?: string;
}

export interface TimetableSlot extends Partial<PeriodTime> {
  key: string;
  lessonNumber: number;
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  period: number;
  className: string;
  /** As written in GPU001, possibly a course name such as "M-LK1". */
  subject: string;
  /** The GPU006 subject it belongs to, if known. */
  subjectKey?: string;
  /** All coupling lines with this subject: team teachers and their rooms. */
  teachers: string[];
  rooms: string[];
  weekLabel?: string;
  lessonGroup?: string;
  studentGroup?: string;
  validFrom?: string;
  validTo?: string;
}

export interface TimetableChange extends Partial<PeriodTime> {
  key: string;
  /** Key of the weekly slot the change applies to, when that slot is in this import. */
  slotKey?: string;
  date: string;
  period: number;
  lessonNumber?: number;
  className?: string;
  effect: Exclude<SubstitutionEffect, 'hidden' | 'breakSupervision'>;
  types: ChangeType[];
  attributes: SubstitutionAttribute[];
  absentTeacher?: string;
  substituteTeacher?: string;
  subject?: string;
  substituteSubject?: string;
  rooms: string[];
  substituteRooms: string[];
  substituteClasses: string[];
  reason?: string;
  text?: string;
  lastModified?: string;
  substitutionId: number;
  line: number;
}

/** Break supervisions are no lessons; corridors are kept as free text (they are not in GPU005). */
export interface BreakSupervisionChange {
  key: string;
  date: string;
  /** The break precedes this period. */
  beforePeriod: number;
  corridors: string[];
  absentTeacher?: string;
  substituteTeacher?: string;
  text?: string;
  line: number;
}

export interface TimetableImportModel {
  classes: ImportClass[];
  teachers: ImportTeacher[];
  rooms: ImportRoom[];
  subjects: ImportSubject[];
  slots: TimetableSlot[];
  changes: TimetableChange[];
  breakSupervisions: BreakSupervisionChange[];
  /** Lines of GPU014 that Untis marks "do not print"; not imported. */
  hiddenSubstitutionLines: number[];
  problems: ImportProblem[];
}

interface Resolvers {
  class: ElementResolver;
  teacher: ElementResolver;
  room: ElementResolver;
  subject: ElementResolver;
}

function firstByName<T extends { name: string; line: number }>(rows: readonly T[] | undefined, file: UntisFile, problems: ImportProblem[]): T[] {
  const seen = new Set<string>();
  return (rows ?? []).filter((row) => {
    if (seen.has(row.name)) problems.push({ file, line: row.line, message: `"${row.name}" doppelt; die erste Zeile gilt` });
    const first = !seen.has(row.name);
    seen.add(row.name);
    return first;
  });
}

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

function addMinutes(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function slotTime(grid: TimeGrid, day: number, period: number, durationMinutes: number | undefined): Partial<PeriodTime> {
  const time = findPeriodTime(grid, day, period);
  if (time === undefined) return {};
  return { start: time.start, end: durationMinutes === undefined ? time.end : addMinutes(time.start, durationMinutes) };
}

/** GPU002 line of a slot: same lesson, class and subject, preferring the same teacher. */
function findLesson(lessons: readonly Gpu002Row[], row: Gpu001Row, className: string, subject: string, r: Resolvers): Gpu002Row | undefined {
  const candidates = lessons.filter(
    (lesson) =>
      lesson.lessonNumber === row.lessonNumber &&
      lesson.className !== undefined &&
      r.class.canonical(lesson.className, { file: 'GPU002', line: lesson.line }) === className &&
      r.subject.canonical(lesson.subject, { file: 'GPU002', line: lesson.line }) === subject,
  );
  return candidates.find((lesson) => lesson.teacher !== undefined && lesson.teacher === row.teacher) ?? candidates[0];
}

function buildSlots(input: TimetableImportInput, r: Resolvers, problems: ImportProblem[]): TimetableSlot[] {
  const slots = new Map<string, TimetableSlot>();
  const missingTimes = new Set<string>();
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
    const time = slotTime(input.timeGrid, row.day, row.period, row.duration);
    if (time.start === undefined && !missingTimes.has(`${row.day}/${row.period}`)) {
      missingTimes.add(`${row.day}/${row.period}`);
      problems.push({ file: 'GPU001', line: row.line, message: `Keine Zeit für Tag ${row.day}, Stunde ${row.period} im Zeitraster` });
    }
    const lesson = findLesson(input.lessons ?? [], row, className, subject, r);
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

function toChanges(row: Gpu014Row, input: TimetableImportInput, r: Resolvers, slotKeys: ReadonlySet<string>): TimetableChange[] {
  const at: ElementLocation = { file: 'GPU014', line: row.line };
  const { effect } = row.classification;
  if (effect === 'hidden' || effect === 'breakSupervision') return [];
  const resolveAll = (values: readonly string[], resolver: ElementResolver) => values.map((value) => resolver.canonical(value, at));
  const classes = resolveAll(row.classes.length > 0 ? row.classes : row.substituteClasses, r.class);
  const subject = row.subject === undefined ? undefined : r.subject.canonical(row.subject, at);
  const absentTeacher = row.absentTeacher === undefined ? undefined : r.teacher.canonical(row.absentTeacher, at);
  const day = isoWeekdayOf(row.date);
  const time = slotTime(input.timeGrid, day, row.period, undefined);
  return (classes.length > 0 ? classes : [undefined]).map((className) => {
    const candidateSlot =
      row.lessonNumber !== undefined && className !== undefined && subject !== undefined ? slotKey(row.lessonNumber, day, row.period, className, subject) : undefined;
    return {
      key: changeKey(row.date, row.period, row.lessonNumber, className ?? '', subject, absentTeacher),
      slotKey: candidateSlot !== undefined && slotKeys.has(candidateSlot) ? candidateSlot : undefined,
      date: row.date,
      period: row.period,
      lessonNumber: row.lessonNumber,
      className,
      effect,
      types: row.classification.changeTypes,
      attributes: row.classification.attributes,
      absentTeacher,
      substituteTeacher: row.substituteTeacher === undefined ? undefined : r.teacher.canonical(row.substituteTeacher, at),
      subject,
      substituteSubject: row.substituteSubject === undefined ? undefined : r.subject.canonical(row.substituteSubject, at),
      rooms: resolveAll(row.rooms, r.room),
      substituteRooms: resolveAll(row.substituteRooms, r.room),
      substituteClasses: resolveAll(row.substituteClasses, r.class),
      reason: row.reason,
      text: row.text,
      lastModified: row.lastModified,
      substitutionId: row.id,
      line: row.line,
      ...time,
    };
  });
}

/** Later "last change" wins, then the later line, so an updated row replaces the old one. */
function isNewer(candidate: TimetableChange, current: TimetableChange): boolean {
  const a = candidate.lastModified ?? '';
  const b = current.lastModified ?? '';
  return a !== b ? a > b : candidate.line > current.line;
}

function buildChanges(input: TimetableImportInput, r: Resolvers, slots: readonly TimetableSlot[], problems: ImportProblem[]): TimetableChange[] {
  const slotKeys = new Set(slots.map((slot) => slot.key));
  const changes = new Map<string, TimetableChange>();
  for (const row of input.substitutions ?? []) {
    if (row.classification.effect === 'takesPlace' && row.classification.changeTypes.length === 0) {
      problems.push({ file: 'GPU014', line: row.line, message: 'Vertretung ohne erkennbare Änderung; nicht übernommen' });
      continue;
    }
    for (const change of toChanges(row, input, r, slotKeys)) {
      const current = changes.get(change.key);
      if (current === undefined) {
        changes.set(change.key, change);
        continue;
      }
      const [kept, dropped] = isNewer(change, current) ? [change, current] : [current, change];
      changes.set(change.key, kept);
      problems.push({ file: 'GPU014', line: dropped.line, message: `gleiche Vertretung wie Zeile ${kept.line}; die neuere gilt` });
    }
  }
  return [...changes.values()];
}

function buildBreakSupervisions(input: TimetableImportInput, r: Resolvers): BreakSupervisionChange[] {
  return (input.substitutions ?? [])
    .filter((row) => row.classification.effect === 'breakSupervision')
    .map((row) => {
      const at: ElementLocation = { file: 'GPU014', line: row.line };
      const corridors = unique([...row.rooms, ...row.substituteRooms]);
      const absentTeacher = row.absentTeacher === undefined ? undefined : r.teacher.canonical(row.absentTeacher, at);
      return {
        key: breakSupervisionKey(row.date, row.period, corridors, absentTeacher),
        date: row.date,
        beforePeriod: row.period,
        corridors,
        absentTeacher,
        substituteTeacher: row.substituteTeacher === undefined ? undefined : r.teacher.canonical(row.substituteTeacher, at),
        text: row.text,
        line: row.line,
      };
    });
}

export function buildTimetableImport(input: TimetableImportInput): TimetableImportModel {
  const problems: ImportProblem[] = [];
  const classes = firstByName(input.classes, 'GPU003', problems);
  const teachers = firstByName(input.teachers, 'GPU004', problems);
  const rooms = firstByName(input.rooms, 'GPU005', problems);
  const subjects = firstByName(input.subjects, 'GPU006', problems);
  const report = ({ file, line, message }: ImportProblem) => problems.push({ file, line, message });
  const resolvers: Resolvers = {
    class: createElementResolver('class', input.classes && classes, report),
    teacher: createElementResolver('teacher', input.teachers && teachers, report),
    room: createElementResolver('room', input.rooms && rooms, report),
    subject: createElementResolver('subject', input.subjects && subjects, report, input.subjectOverrides),
  };
  const slots = buildSlots(input, resolvers, problems);
  return {
    classes: classes.map((row) => ({
      key: row.name,
      name: row.name,
      longName: row.longName,
      classTeacher: row.classTeacher,
      mainClass: row.mainClass,
      classGroup: row.classGroup,
      validFrom: row.validFrom,
      validTo: row.validTo,
    })),
    teachers: teachers.map((row) => ({
      key: row.name,
      name: row.name,
      lastName: row.lastName,
      firstName: row.firstName,
      title: row.title,
      gender: row.gender,
      email: row.email,
    })),
    rooms: rooms.map((row) => ({ key: row.name, name: row.name, longName: row.longName, capacity: row.capacity })),
    subjects: subjects.map((row) => ({ key: row.name, name: row.name, longName: row.longName, color: row.background?.hex, textColor: row.foreground?.hex })),
    slots,
    changes: buildChanges(input, resolvers, slots, problems),
    breakSupervisions: buildBreakSupervisions(input, resolvers),
    hiddenSubstitutionLines: (input.substitutions ?? []).filter((row) => row.classification.effect === 'hidden').map((row) => row.line),
    problems,
  };
}
