/** German texts of an event's details (/eventDetail). */
export const eventDetailTexts = {
  classbook: 'Tagebuch',
  time: (start: string, end: string) => `${start} – ${end} Uhr`,
  /** A break supervision is in the break before its block. */
  breakBefore: (blockName: string) => `Pause vor: ${blockName}`,
  changes: 'Änderungen',
  noChanges: 'Keine Änderungen',
  tutorsOnly: 'nur für Lehrkräfte',
  tutors: 'Lehrkräfte',
  rooms: 'Räume',
  none: 'Keine Angabe',
  students: 'SchülerInnen',
  noStudents: 'Keine SchülerInnen vorhanden',
  allocating: 'zugeteilt',
  absent: 'Abwesende Schüler',
  withNotes: 'Schüler mit Notizen',
  movedIn: 'Hinzugekommene Schüler',
  movedOut: 'Abgeteilte Schüler',
  sort: 'Sortieren',
  sortBy: { group: 'nach Klasse', name: 'nach Name' },
} as const;
