import { changeLabels } from '@shared/lesson-changes.js';
import type { ChangeType } from '@shared/schemas/timetable.schema.js';

/** German texts of the Vertretungsplan (/substitutions). */
export const substitutionTexts = {
  title: 'Vertretungsplan',
  /** The kinds of change as a Vertretungsplan names them: a cancelled lesson is 'Entfall', a moved one 'Verlegung'. */
  types: { ...changeLabels, cancel: 'Entfall', replacement: 'Verlegung' } satisfies Record<ChangeType, string>,
  ownClass: (name: string) => `Klasse ${name}`,
  allClasses: 'Alle Klassen',
  classes: 'Klassen',
  tutors: 'Lehrkräfte',
  today: 'Heute',
  readAt: (time: string) => `Stand: ${time}`,
  print: 'Drucken',
  isNew: 'neu',
  empty: 'Keine Änderungen',
  noOwnClass: (name: string) => `Keine Änderungen für die Klasse ${name}`,
  columns: { period: 'Std.', className: 'Klasse', subject: 'Fach', tutor: 'Lehrkraft', room: 'Raum', change: 'Art' },
  /** 'BRA → SCH': the planned teacher replaced by the substitute (also rooms and subjects). */
  replacedBy: (before: string, after: string) => (before === '' ? after : `${before} → ${after}`),
  time: (starttime: string, endtime: string) => `${starttime}–${endtime}`,
  period: (period: number) => `${period}. Std.`,
  supervisions: 'Aufsichten',
  noSupervisions: 'Keine Aufsichten',
  supervisionColumns: { time: 'Zeit', between: 'Pause', place: 'Ort', tutor: 'Aufsicht', note: 'Hinweis' },
  /** The break between two periods, or before the first. */
  between: (after: number | undefined, before: number) =>
    after === undefined ? `vor der ${before}. Std.` : `zwischen ${after}. und ${before}. Std.`,
  marks: { now: 'jetzt', next: 'als Nächstes' },
  supervisionCancelled: 'entfällt',
} as const;
