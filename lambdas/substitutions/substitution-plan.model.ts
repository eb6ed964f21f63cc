import { createHash } from 'node:crypto';
import type { Role } from '../../shared/roles.js';
import { changeTypes, type ChangeType, type TimeBlock } from '../../shared/schemas/timetable.schema.js';
import type { SubstitutionDay, SubstitutionEntry } from '../../shared/schemas/substitutions.schema.js';
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

/** The period of each lesson block: the n-th lesson block of the day by start time is period n (breaks do not count). */
export const periodNumbers = (blocks: readonly Pick<TimeBlock, 'id' | 'starttime' | 'type'>[]): Map<string, number> =>
  new Map(
    blocks
      .filter((block) => block.type === 'lesson')
      .sort((a, b) => a.starttime.localeCompare(b.starttime))
      .map((block, index) => [block.id, index + 1]),
  );

const shorts = (tutors: readonly { short: string }[] | undefined) => (tutors ?? []).map((tutor) => tutor.short);
const names = (items: readonly { name: string }[] | undefined) => (items ?? []).map((item) => item.name);
const byClassName = (a: string, b: string) => a.localeCompare(b, 'de', { numeric: true });

/** The changed lessons of the read lesson dates as the cache keeps them, by day, start time and class. */
export const toCachedLessons = (items: readonly LessonDateItem[], periods: ReadonlyMap<string, number>): CachedLesson[] =>
  items
    .filter((item) => (item.changes ?? []).length > 0)
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
