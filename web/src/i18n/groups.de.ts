/** German texts of Meine Klassen (/groupOverview, /mygroups, the students of a group). */
export const groupsTexts = {
  group: 'Klasse',
  weekplan: 'Wochenplan',
  students: 'SchülerInnen',
  personGroups: 'Personengruppen',
  comingSoon: 'bald verfügbar',
  empty: 'Keine Klassen vorhanden',
  schoolYear: 'Schuljahr',
  yearClosed: (name: string) => `Das Schuljahr ${name} ist abgeschlossen. Einträge sind nicht mehr möglich.`,
} as const;

export const groupStudentsTexts = {
  list: 'SchülerInnen der Klasse',
  empty: 'Keine Schüler vorhanden',
  entries: (count: number) => (count === 1 ? '1 Eintrag' : `${count} Einträge`),
  studentGroups: 'Schülergruppen',
  kinds: { class: 'Klasse', course: 'Kurs' },
  members: (count: number) => (count === 1 ? '1 Schüler/in dieser Klasse' : `${count} SchülerInnen dieser Klasse`),
  openForGroup: (name: string) => `Benachrichtigung an ${name} senden`,
  /** Why the send to a whole group is disabled: the school shows tutors their own groups only. */
  notOwnGroup: {
    class: 'Nur die Klassenleitung kann an die ganze Klasse senden.',
    course: 'Nur die Kursleitung kann an den ganzen Kurs senden.',
  },
} as const;
