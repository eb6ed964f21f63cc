import { changeLabels } from '@shared/lesson-changes.js';

/** German texts of the weekplan (/weekplan and the groups' plans). */
export const weekplanTexts = {
  goToDate: 'Zu Datum springen',
  today: 'Heute',
  date: 'Datum',
  jump: 'Anzeigen',
  previousWeek: 'Vorherige Woche',
  nextWeek: 'Nächste Woche',
  previousDay: 'Vorheriger Tag',
  nextDay: 'Nächster Tag',
  week: (number: number) => `KW ${number}`,
  noBlock: 'Ohne Stunde',
  empty: 'Keine Veranstaltungen vorhanden',
  todayMarker: 'heute',
  rooms: 'Räume',
  tutors: 'Lehrkräfte',
  replaced: 'entfällt',
  tutorsOnly: 'nur für Lehrkräfte',
  changes: changeLabels,
  /** Labels of events other than lessons. */
  kinds: {
    courseDates: 'Kurs',
    specialEventDates: 'Veranstaltung',
    meetingDates: 'Termin',
    examDates: 'Klausur',
    supervisionDates: 'Aufsicht',
  },
  studentChanges: {
    allocated: (count: number) => (count === 1 ? '1 SchülerIn abgeteilt' : `${count} SchülerInnen abgeteilt`),
    allocating: (count: number) => (count === 1 ? '1 SchülerIn zugeteilt' : `${count} SchülerInnen zugeteilt`),
    /** What a student (or guardian) sees on an event the student was moved into. */
    ownAllocating: 'Zugeteilt',
  },
} as const;
