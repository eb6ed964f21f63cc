import { createHash } from 'node:crypto';
import { cyclicAt, type NonEmpty } from '../../shared/cyclic.js';
import type { ImportedBlock, ImportedMasterData } from '../timetable/imported-master-data.service.js';
import type { TutorRef } from './plan-refs.model.js';
import type { TimeGrid } from './time-grid.parser.js';
import type { ImportProblem, TimetableImportModel } from './timetable-import-types.model.js';

/** Colours for subjects the export gives none (GPU006 field 19 empty or no GPU006): picked by name, so stable. */
const PALETTE: NonEmpty<string> = [
  '#e53935',
  '#1e88e5',
  '#43a047',
  '#fb8c00',
  '#8e24aa',
  '#00acc1',
  '#6d4c41',
  '#d81b60',
  '#7cb342',
  '#546e7a',
  '#fdd835',
  '#3949ab',
];
const paletteColour = (name: string) => cyclicAt(PALETTE, createHash('sha256').update(name).digest().readUInt8(0));

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/**
 * Short names are compared without case and in one Unicode form: "Mül" in the user record and
 * "MÜL" from a Windows-1252 export are the same teacher.
 */
const normalShort = (short: string) => short.normalize('NFC').trim().toLocaleUpperCase('de');

/**
 * Tutors by Untis short name. A teacher matches the one tutor of the school whose short name is the
 * same (see normalShort); a teacher without such a tutor, or with several, is named by short name
 * only and reported: their lessons reach a tutor's week plan once a re-import finds the account.
 */
export function matchTutors(
  model: TimetableImportModel,
  users: readonly TutorRef[],
): { tutors: Map<string, TutorRef>; problems: ImportProblem[] } {
  const byShort = new Map<string, TutorRef[]>();
  for (const user of users) byShort.set(normalShort(user.short), [...(byShort.get(normalShort(user.short)) ?? []), user]);
  const lines = new Map(model.teachers.map((teacher, index) => [teacher.key, index + 1]));
  const shorts = unique([
    ...model.teachers.map((teacher) => teacher.key),
    ...model.slots.flatMap((slot) => slot.teachers),
    ...model.changes.flatMap((change) =>
      [change.absentTeacher, change.substituteTeacher].filter((short): short is string => short !== undefined),
    ),
  ]);
  const tutors = new Map<string, TutorRef>();
  const problems: ImportProblem[] = [];
  for (const short of shorts) {
    const candidates = byShort.get(normalShort(short)) ?? [];
    const [only, ...others] = candidates;
    if (only && others.length === 0) {
      tutors.set(short, only);
      continue;
    }
    const line = lines.get(short);
    const where = line === undefined ? { file: 'GPU001' as const, line: 0 } : { file: 'GPU004' as const, line };
    problems.push({
      ...where,
      ...(candidates.length === 0
        ? { code: 'tutor-without-account' as const, params: { short } }
        : { code: 'tutor-ambiguous' as const, params: { short, accounts: candidates.length } }),
    });
  }
  return { tutors, problems };
}

/** Course-style subject names of the lessons (e.g. "M-LK1") → the subject they belong to. */
export const subjectOfCourse = (model: TimetableImportModel): Map<string, string> =>
  new Map(
    model.slots.flatMap((slot) =>
      slot.subjectKey !== undefined && slot.subjectKey !== slot.subject ? [[slot.subject, slot.subjectKey] as const] : [],
    ),
  );

/** One block per period, with the times of the first weekday the grid lists it for. */
function blocksOf(grid: TimeGrid): ImportedBlock[] {
  const blocks = new Map<number, ImportedBlock>();
  for (const entry of [...grid.entries].sort((a, b) => a.day - b.day || a.period - b.period)) {
    if (!blocks.has(entry.period)) blocks.set(entry.period, { period: entry.period, starttime: entry.start, endtime: entry.end });
  }
  return [...blocks.values()];
}

/** The classes, subjects, rooms and periods an import brings: the master-data files plus every name its lessons and changes use. */
export function masterDataOf(model: TimetableImportModel, grid: TimeGrid, tutors: ReadonlyMap<string, TutorRef>): ImportedMasterData {
  const classTutors = new Map(model.classes.map((item) => [item.key, item.classTeacher && tutors.get(item.classTeacher)?.uid]));
  const classNames = unique([
    ...model.classes.map((item) => item.key),
    ...model.slots.map((slot) => slot.className),
    ...model.changes.flatMap((change) => [...(change.className ? [change.className] : []), ...change.substituteClasses]),
  ]);
  const subjects = new Map(
    model.subjects.map((item) => [item.key, { name: item.key, longName: item.longName, color: item.color ?? paletteColour(item.key) }]),
  );
  const courses = subjectOfCourse(model);
  const referencedSubjects = [
    ...model.slots.map((slot) => slot.subjectKey ?? slot.subject),
    ...model.changes.flatMap((change) => [change.subject, change.substituteSubject].filter((name): name is string => name !== undefined)),
  ];
  for (const name of referencedSubjects.map((subject) => courses.get(subject) ?? subject)) {
    if (!subjects.has(name)) subjects.set(name, { name, longName: undefined, color: paletteColour(name) });
  }
  const rooms = new Map(model.rooms.map((item) => [item.key, { name: item.key, longName: item.longName }]));
  const referencedRooms = [
    ...model.slots.flatMap((slot) => slot.rooms),
    ...model.changes.flatMap((change) => [...change.rooms, ...change.substituteRooms]),
  ];
  for (const name of referencedRooms) if (!rooms.has(name)) rooms.set(name, { name, longName: undefined });
  return {
    groups: classNames.map((name) => ({ name, classTutorUid: classTutors.get(name) })),
    subjects: [...subjects.values()],
    rooms: [...rooms.values()],
    blocks: blocksOf(grid),
  };
}
