import { createHash } from 'node:crypto';
import { addDays, isoWeekday } from '../../shared/week.js';
import type { MasterDataIds } from '../timetable/imported-master-data.service.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import type { ImportProblem, TimetableChange } from './timetable-import-types.model.js';

/**
 * What the planners of dated events (lessons, exams, break supervisions) share: ids derived from
 * natural keys, and the references of a lesson date (tutor, room, group, subject, block) for the
 * Untis names of one import.
 */

export const hashOf = (value: string, length: number) => createHash('sha256').update(value).digest('hex').slice(0, length);

/** A dated event's id: its day and the hash of its natural key, the same on every import of the same export. */
export const lessonDateIdOf = (key: string, day: string) => `untis-${day}-${hashOf(key, 10)}`;

/** The days of [from, to] that fall on an ISO weekday. */
export function daysOn(weekday: number, from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = addDays(from, (weekday - isoWeekday(from) + 7) % 7); day <= to; day = addDays(day, 7)) days.push(day);
  return days;
}

export const unique = <T>(values: Iterable<T>) => [...new Set(values)];

type Tutor = NonNullable<LessonDateInput['tutors']>[number];
type Room = NonNullable<LessonDateInput['rooms']>[number];
type Group = NonNullable<LessonDateInput['groups']>[number];

export interface PlanRefs {
  tutor(short: string): Tutor;
  room(name: string): Room;
  group(name: string): Group;
  subject(name: string | undefined): LessonDateInput['subject'];
  blockId(period: number): string | undefined;
  readonly problems: ImportProblem[];
}

export interface TutorRef {
  uid: string;
  short: string;
  /** The name GPU004 gives a teacher without an account (see teacherDisplayName). */
  name?: string;
}

export interface LessonPlanContext {
  range: { start: string; end: string };
  ids: MasterDataIds;
  /** Untis teacher short name → the tutor the lesson dates name. */
  tutors: ReadonlyMap<string, TutorRef>;
  /** Course-style subject names → their subject (see subjectOfCourse). */
  courses: ReadonlyMap<string, string>;
}

/** The references of one import's lesson dates, and the problems its planners report. */
export class PlanBuilder implements PlanRefs {
  readonly problems: ImportProblem[] = [];
  private readonly warned = new Set<string>();

  constructor(
    private readonly context: LessonPlanContext,
    private readonly teacherNames: ReadonlyMap<string, string>,
  ) {}

  /** The tutor of a short name: the matched account, else staff known by the name GPU004 gives, if any. */
  tutor = (short: string): TutorRef => {
    const account = this.context.tutors.get(short);
    if (account) return account;
    const name = this.teacherNames.get(short);
    return { uid: `untis-${hashOf(short, 10)}`, short, ...(name !== undefined && { name }) };
  };
  room = (name: string) => this.context.ids.rooms.get(name) ?? { roomId: `untis-${hashOf(name, 10)}`, name };
  group = (name: string) => this.context.ids.groups.get(name) ?? { groupId: `untis-${hashOf(name, 10)}`, displayName: name };
  subject = (name: string | undefined) =>
    name === undefined ? undefined : this.context.ids.subjects.get(this.context.courses.get(name) ?? name);
  blockId = (period: number) => this.context.ids.blocks.get(period)?.blockId;

  missingTime(change: TimetableChange) {
    this.problems.push({
      file: 'GPU014',
      line: change.line,
      code: 'no-time-for-period',
      params: { period: change.period },
    });
  }

  warnOnce(key: string, problem: ImportProblem) {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.problems.push(problem);
  }
}
