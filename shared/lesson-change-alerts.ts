import { changeLabels } from './lesson-changes.js';
import type { ChangeType } from './schemas/timetable.schema.js';

/** Days an alert looks ahead: changes of today and the next 7 days (Europe/Berlin) are announced. */
export const ALERT_DAYS_AHEAD = 7;

/** The lesson an alert is about, as the import wrote it. */
export interface AlertLesson {
  /** The subject's name, or the lesson's display name when it has none. */
  name: string;
  /** The time block, e.g. '3. Stunde'; the start time when the lesson has no block. */
  period: string;
  rooms: string[];
  tutors: string[];
}

/** One change of that lesson. */
export interface AlertChange {
  type: ChangeType;
  rooms?: string[];
  tutors?: string[];
  subject?: string;
  text?: string;
}

const list = (names: string[]) => names.join(', ');

/**
 * What an alert says about one change: 'Mathematik 3. Stunde fällt aus', 'Mathematik 3. Stunde:
 * Raum 204 → 108', 'Mathematik 3. Stunde: Vertretung: MÜL'. Other kinds name the change
 * (changeLabels) and what it brings, if anything.
 */
export const lessonChangeText = (lesson: AlertLesson, change: AlertChange): string => {
  const lessonName = `${lesson.name} ${lesson.period}`;
  switch (change.type) {
    case 'cancel':
      return `${lessonName} fällt aus`;
    case 'roomChange':
      return `${lessonName}: Raum ${list(lesson.rooms) || '–'} → ${list(change.rooms ?? []) || '–'}`;
    case 'substitution':
      return `${lessonName}: Vertretung: ${list(change.tutors ?? []) || '–'}`;
    case 'subjectChange':
      return `${lessonName}: ${change.subject ?? changeLabels.subjectChange} statt ${lesson.name}`;
    default: {
      const detail = list(change.tutors ?? []) || change.text;
      return `${lessonName}: ${changeLabels[change.type]}${detail ? `: ${detail}` : ''}`;
    }
  }
};

const weekdays = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

/** The alert's title: 'Stundenplanänderung am Do, 26.11.'. */
export const lessonChangeTitle = (day: string): string => {
  const [, month, date] = day.split('-');
  return `Stundenplanänderung am ${weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]}, ${date}.${month}.`;
};
