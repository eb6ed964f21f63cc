import { optionKeysOf, studentSetNames, type StudentSetName } from './classbook-option-sets.js';
import type {
  ClassbookStatistic,
  EventOptionName,
  PresenceType,
  StatisticEvent,
  StatisticQuery,
  StatisticStudentEntry,
  StudentOptionName,
  StudentTotals,
  WeekAbsences,
} from './schemas/classbook-statistic.schema.js';
import { eventOptionNames, setParams, studentOptionNames } from './schemas/classbook-statistic.schema.js';
import type { StudentRegister } from './schemas/classbook.schema.js';
import type { EventCollection } from './schemas/timetable.schema.js';
import { addDays, mondayOf } from './week.js';

/**
 * The statistics 'Klassenbuch' as pure functions: the filter read from the query, the shown
 * entries of each event, the totals per student and the absences per week, from the registers of
 * the event class and of the student class in the period.
 */

/** The register of one lesson as one of its groups keeps it (with the lesson's name, subject and time). */
export interface GroupRegister {
  day: string;
  lessonDateId: string;
  collection: EventCollection;
  starttime: string;
  endtime: string;
  displayName: string;
  subject: string;
  groups: string[];
  topic?: string;
  notice?: string;
  students: Record<string, StudentRegister>;
}

export interface StatisticFilter {
  events: { subject?: string; options: ReadonlySet<EventOptionName> } | null;
  students: {
    studentUid?: string;
    presenceType: PresenceType;
    onlyNotExcused: boolean;
    reasons: ReadonlySet<string> | null;
    options: ReadonlySet<StudentOptionName>;
    /** The selected options of the other student sets (their keys). */
    sets: ReadonlySet<string>;
  } | null;
}

const setOf = <T extends string>(list: string | undefined, all: readonly T[]): ReadonlySet<T> =>
  new Set(list === undefined ? all : (list.split(',').filter(Boolean) as T[]));

/** The query's filter with the spec's defaults: both kinds of entries shown for the classes given, every option, presence 'both'. */
export const filterOf = (query: StatisticQuery): StatisticFilter => ({
  events:
    query.eventGroupId && query.eventOptions !== 'false'
      ? { ...(query.subject ? { subject: query.subject } : {}), options: setOf(query.eventSet, eventOptionNames) }
      : null,
  students:
    query.studentGroupId && query.studentOptions !== 'false'
      ? {
          ...(query.studentUid ? { studentUid: query.studentUid } : {}),
          presenceType: query.presenceType ?? 'both',
          onlyNotExcused: query.onlyNotExcused === 'true',
          reasons: query.reasons === undefined ? null : setOf(query.reasons, []),
          options: setOf(query.studentSet, studentOptionNames),
          sets: new Set(studentSetNames.flatMap((set: StudentSetName) => [...setOf(query[setParams[set]], optionKeysOf(set))])),
        }
      : null,
});

const isExcused = (entry: StudentRegister) => entry.excused?.value === true;

/**
 * The Anwesenheit part of one student's entry the student filter shows, or null: an absence
 * (presence off) for presence types onlyFalse and both, a lateness (present with late minutes) for
 * onlyTrue and both; each only when its option is selected, without excuse when only unexcused
 * ones are asked for, and with one of the selected reasons.
 */
const shownPresence = (entry: StudentRegister, filter: NonNullable<StatisticFilter['students']>): StudentRegister | null => {
  const passes = (excused: boolean, reason: string | undefined) =>
    !(filter.onlyNotExcused && excused) && (filter.reasons === null || filter.reasons.has(reason ?? 'unknown'));
  const excusedPart = entry.excused ? { excused: entry.excused } : {};
  if (entry.presence === false)
    return filter.presenceType !== 'onlyTrue' && filter.options.has('presence') && passes(isExcused(entry), entry.presenceReason)
      ? { presence: false, presenceReason: entry.presenceReason ?? 'unknown', ...excusedPart }
      : null;
  if (entry.late)
    return filter.presenceType !== 'onlyFalse' && filter.options.has('late') && passes(isExcused(entry), entry.lateReason)
      ? { presence: true, late: entry.late, lateReason: entry.lateReason ?? 'unknown', ...excusedPart }
      : null;
  return null;
};

/**
 * The part of one student's entry the student filter shows, or null when nothing: the Anwesenheit
 * part (shownPresence) and the selected options of the other student sets the student has.
 */
export const shownEntry = (entry: StudentRegister, filter: NonNullable<StatisticFilter['students']>): StudentRegister | null => {
  const presence = shownPresence(entry, filter);
  const options = Object.entries(entry.options ?? {}).filter(([key]) => filter.sets.has(key));
  if (!presence && options.length === 0) return null;
  return { ...presence, ...(options.length > 0 ? { options: Object.fromEntries(options) } : {}) };
};

const byName = (a: { displayName: string }, b: { displayName: string }) => a.displayName.localeCompare(b.displayName, 'de');
const byTime = (a: GroupRegister, b: GroupRegister) =>
  a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime) || a.lessonDateId.localeCompare(b.lessonDateId);

/** One event as the filter shows it, or null when it has nothing to show. */
const shownEvent = (
  register: GroupRegister,
  filter: StatisticFilter,
  inEventClass: boolean,
  inStudentClass: boolean,
  nameOf: (uid: string) => string,
): StatisticEvent | null => {
  const events =
    inEventClass && filter.events && (!filter.events.subject || filter.events.subject === register.subject) ? filter.events : null;
  const topic = events?.options.has('topic') ? register.topic : undefined;
  const notice = events?.options.has('notice') ? register.notice : undefined;
  const students = filter.students && inStudentClass ? filter.students : null;
  const entries: StatisticStudentEntry[] = students
    ? Object.entries(register.students)
        .filter(([uid]) => !students.studentUid || uid === students.studentUid)
        .flatMap(([uid, entry]) => {
          const shown = shownEntry(entry, students);
          return shown ? [{ uid, displayName: nameOf(uid), ...shown }] : [];
        })
        .sort(byName)
    : [];
  if (!topic && !notice && entries.length === 0) return null;
  return {
    lessonDateId: register.lessonDateId,
    collection: register.collection,
    starttime: register.starttime,
    endtime: register.endtime,
    displayName: register.displayName,
    subject: register.subject,
    groups: register.groups,
    ...(topic ? { topic } : {}),
    ...(notice ? { notice } : {}),
    students: entries,
  };
};

/**
 * Totals per student over the student class's registers of the period: absent lessons (presence
 * off), of them unexcused, and late minutes. Every given student is listed, with zeros if need be.
 */
export const studentTotals = (
  registers: readonly GroupRegister[],
  students: readonly { uid: string; displayName: string }[],
): StudentTotals[] => {
  const totals = new Map(students.map((student) => [student.uid, { ...student, absentLessons: 0, unexcusedLessons: 0, lateMinutes: 0 }]));
  for (const register of registers)
    for (const [uid, entry] of Object.entries(register.students)) {
      const total = totals.get(uid);
      if (!total) continue;
      if (entry.presence === false) {
        total.absentLessons += 1;
        if (!isExcused(entry)) total.unexcusedLessons += 1;
      }
      total.lateMinutes += entry.late ?? 0;
    }
  return [...totals.values()].sort(byName);
};

/** Absent lessons (and of them unexcused) of the given students per week of the period, weeks without any included. */
export const weeklyAbsences = (
  registers: readonly GroupRegister[],
  studentUids: ReadonlySet<string>,
  start: string,
  end: string,
): WeekAbsences[] => {
  const weeks = new Map<string, WeekAbsences>();
  for (let weekStart = mondayOf(start); weekStart <= end; weekStart = addDays(weekStart, 7))
    weeks.set(weekStart, { weekStart, absentLessons: 0, unexcusedLessons: 0 });
  for (const register of registers) {
    const week = weeks.get(mondayOf(register.day));
    if (!week) continue;
    for (const [uid, entry] of Object.entries(register.students))
      if (studentUids.has(uid) && entry.presence === false) {
        week.absentLessons += 1;
        if (!isExcused(entry)) week.unexcusedLessons += 1;
      }
  }
  return [...weeks.values()];
};

/**
 * The whole statistics from the registers of the event class and of the student class in the period
 * (the same lesson may be in both), the students of the student class and everyone's names.
 */
export const buildStatistic = (
  query: StatisticQuery,
  eventRegisters: readonly GroupRegister[],
  studentRegisters: readonly GroupRegister[],
  classStudents: readonly { uid: string; displayName: string }[],
  nameOf: (uid: string) => string,
): ClassbookStatistic => {
  const filter = filterOf(query);
  const inPeriod = (register: GroupRegister) => register.day >= query.start && register.day <= query.end;
  const eventIds = new Set(eventRegisters.map((register) => register.lessonDateId));
  const studentIds = new Set(studentRegisters.map((register) => register.lessonDateId));
  const lessons = new Map([...eventRegisters, ...studentRegisters].filter(inPeriod).map((register) => [register.lessonDateId, register]));
  const days = new Map<string, StatisticEvent[]>();
  for (const register of [...lessons.values()].sort(byTime)) {
    const event = shownEvent(register, filter, eventIds.has(register.lessonDateId), studentIds.has(register.lessonDateId), nameOf);
    if (event) days.set(register.day, [...(days.get(register.day) ?? []), event]);
  }
  const counted = query.studentUid ? classStudents.filter((student) => student.uid === query.studentUid) : classStudents;
  const studentLessons = studentRegisters.filter(inPeriod);
  return {
    days: [...days].map(([day, events]) => ({ day, events })),
    subjects: [...new Set(eventRegisters.filter(inPeriod).map((register) => register.subject))].sort((a, b) => a.localeCompare(b, 'de')),
    students: [...classStudents].sort(byName),
    totals: studentTotals(studentLessons, counted),
    weeks: query.studentGroupId
      ? weeklyAbsences(studentLessons, new Set(counted.map((student) => student.uid)), query.start, query.end)
      : [],
  };
};
