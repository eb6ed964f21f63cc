import { createHash } from 'node:crypto';
import type { Role } from '../../shared/roles.js';
import type { SubstitutionDay, SubstitutionEntry, SupervisionDay, SupervisionEntry } from '../../shared/schemas/substitutions.schema.js';
import { changeTypes, type ChangeType } from '../../shared/schemas/timetable.schema.js';
import { addDays, isWeekend } from '../../shared/week.js';
import { isChangeVisible, type LessonDateItem } from '../timetable/school-changes.service.js';

/**
 * The Vertretungsplan's rules, without reads: its two school days, a changed lesson as the cache
 * keeps it (every change with its visibility flags, teachers by short code, no student), and the
 * view of one role cut from it.
 */

/** A change as cached: teachers by short code, rooms and subject by name. */
export interface CachedChange {
  type: ChangeType;
  visibleForStudent: boolean;
  visibleForGuardian: boolean;
  tutors: string[];
  rooms: string[];
  subject?: string;
  text?: string;
}

/** A changed lesson as cached, with every change whoever may see it. */
export interface CachedLesson {
  id: string;
  day: string;
  classes: string[];
  period?: number;
  starttime: string;
  endtime: string;
  subject?: string;
  tutors: string[];
  rooms: string[];
  changes: CachedChange[];
}

interface Holiday {
  from: string;
  to: string;
}

/** How far the search for a school day goes: beyond a year of holidays there is none to find. */
const MAX_SEARCH_DAYS = 366;

const isSchoolDay = (day: string, holidays: readonly Holiday[]) =>
  !isWeekend(day) && !holidays.some((holiday) => holiday.from <= day && day <= holiday.to);

const schoolDayFrom = (day: string, holidays: readonly Holiday[]) => {
  let candidate = day;
  for (let step = 0; step < MAX_SEARCH_DAYS && !isSchoolDay(candidate, holidays); step += 1) candidate = addDays(candidate, 1);
  return candidate;
};

/** The plan's two days: the first school day from `day` on (weekends and the school year's holidays skipped) and the next one. */
export const substitutionDaysOf = (day: string, holidays: readonly Holiday[]): [string, string] => {
  const first = schoolDayFrom(day, holidays);
  return [first, schoolDayFrom(addDays(first, 1), holidays)];
};

const shorts = (tutors: readonly { short: string }[] | undefined) => (tutors ?? []).map((tutor) => tutor.short);
const names = (items: readonly { name: string }[] | undefined) => (items ?? []).map((item) => item.name);
const byClassName = (a: string, b: string) => a.localeCompare(b, 'de', { numeric: true });

/**
 * The changed lessons of the read lesson dates as the cache keeps them, by day, start time and class;
 * break supervisions are not lessons (they have a view of their own, `toCachedSupervisions`).
 */
export const toCachedLessons = (items: readonly LessonDateItem[], periods: ReadonlyMap<string, number>): CachedLesson[] =>
  items
    .filter((item) => (item.changes ?? []).length > 0 && item.kind !== 'supervisionDate')
    .map((item) => ({
      id: item.lessonDateId,
      day: item.day,
      classes: (item.groups ?? []).map((group) => group.displayName).sort(byClassName),
      ...(item.blockId !== undefined && periods.has(item.blockId) && { period: periods.get(item.blockId) }),
      starttime: item.starttime,
      endtime: item.endtime,
      ...(item.subject && { subject: item.subject.name }),
      tutors: shorts(item.tutors),
      rooms: names(item.rooms),
      changes: (item.changes ?? []).map((change) => ({
        type: change.type,
        visibleForStudent: change.visibleForStudent,
        visibleForGuardian: change.visibleForGuardian,
        tutors: shorts(change.tutors),
        rooms: names(change.rooms),
        ...(change.subject && { subject: change.subject.name }),
        ...(change.text !== undefined && { text: change.text }),
      })),
    }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.starttime.localeCompare(b.starttime) ||
        byClassName(a.classes.join(), b.classes.join()) ||
        a.id.localeCompare(b.id),
    );

/** Changes that bring teachers, rooms or a subject in place of the planned ones: a substitution, an added teacher, a moved lesson. */
const BRINGS_TUTORS: ReadonlySet<ChangeType> = new Set(['substitution', 'additionalTutorsChange', 'replacement']);
const BRINGS_ROOMS: ReadonlySet<ChangeType> = new Set(['roomChange', 'replacement']);
const BRINGS_SUBJECT: ReadonlySet<ChangeType> = new Set(['subjectChange', 'replacement']);

const unique = (values: readonly string[]) => [...new Set(values)];

/** A lesson as the role sees it: only the changes it may see; null when it may see none. */
export const entryFor = (lesson: CachedLesson, role: Role): SubstitutionEntry | null => {
  const visible = lesson.changes.filter((change) => isChangeVisible(change, role));
  if (visible.length === 0) return null;
  const of = (types: ReadonlySet<ChangeType>) => visible.filter((change) => types.has(change.type));
  const newSubject = of(BRINGS_SUBJECT).find((change) => change.subject !== undefined)?.subject;
  const texts = unique(visible.flatMap((change) => (change.text ? [change.text] : [])));
  const shown = {
    id: lesson.id,
    classes: lesson.classes,
    ...(lesson.period !== undefined && { period: lesson.period }),
    starttime: lesson.starttime,
    endtime: lesson.endtime,
    ...(lesson.subject !== undefined && { subject: lesson.subject }),
    ...(newSubject !== undefined && { newSubject }),
    tutors: lesson.tutors,
    substitutes: unique(of(BRINGS_TUTORS).flatMap((change) => change.tutors)),
    rooms: lesson.rooms,
    newRooms: unique(of(BRINGS_ROOMS).flatMap((change) => change.rooms)),
    types: changeTypes.filter((type) => visible.some((change) => change.type === type)),
    ...(texts.length > 0 && { text: texts.join(' · ') }),
  };
  const signature = createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 16);
  return { ...shown, signature };
};

/** The plan's days as the role sees them. */
export const daysFor = (days: readonly string[], lessons: readonly CachedLesson[], role: Role): SubstitutionDay[] =>
  days.map((day) => ({
    day,
    entries: lessons.filter((lesson) => lesson.day === day).flatMap((lesson) => entryFor(lesson, role) ?? []),
  }));

/** A break supervision as cached (tutors and admins only see it), with its day. */
export interface CachedSupervision {
  day: string;
  entry: SupervisionEntry;
}

/**
 * The school's break supervisions of the read dates as the cache keeps them, by day, start time and
 * place: the periods the break lies between (it precedes its block's period), the planned tutors, who
 * takes it over (a substitution) or that it is cancelled.
 */
export const toCachedSupervisions = (items: readonly LessonDateItem[], periods: ReadonlyMap<string, number>): CachedSupervision[] =>
  items
    .filter((item) => item.kind === 'supervisionDate')
    .map((item) => {
      const before = item.blockId === undefined ? undefined : periods.get(item.blockId);
      const changes = item.changes ?? [];
      const texts = unique(changes.flatMap((change) => (change.text ? [change.text] : [])));
      const entry: SupervisionEntry = {
        id: item.lessonDateId,
        place: item.displayName,
        starttime: item.starttime,
        endtime: item.endtime,
        ...(before !== undefined && before > 1 && { afterPeriod: before - 1 }),
        ...(before !== undefined && { beforePeriod: before }),
        tutors: shorts(item.tutors),
        substitutes: unique(changes.filter((change) => change.type === 'substitution').flatMap((change) => shorts(change.tutors))),
        cancelled: changes.some((change) => change.type === 'cancel'),
        ...(texts.length > 0 && { text: texts.join(' · ') }),
      };
      return { day: item.day, entry };
    })
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        a.entry.starttime.localeCompare(b.entry.starttime) ||
        a.entry.place.localeCompare(b.entry.place, 'de'),
    );

/** The supervisions by day. */
export const supervisionDaysOf = (days: readonly string[], supervisions: readonly CachedSupervision[]): SupervisionDay[] =>
  days.map((day) => ({
    day,
    supervisions: supervisions.filter((supervision) => supervision.day === day).map((supervision) => supervision.entry),
  }));
