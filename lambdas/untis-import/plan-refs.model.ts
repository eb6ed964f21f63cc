import { createHash } from 'node:crypto';
import { addDays, isoWeekday } from '../../shared/week.js';
import type { LessonDateInput } from '../timetable/lesson-date-write.service.js';
import type { ImportProblem } from './timetable-import.types.js';

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
