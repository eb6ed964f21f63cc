/** German texts of the class register 'Tagebuch' (/eventDetail/{collectionName}/{id}/classbook). */
export const classbookTexts = {
  eventOptions: 'Veranstaltung',
  topic: 'Thema',
  notice: 'Notiz',
  saveOptions: 'Speichern',
  start: 'Anwesenheitskontrolle starten',
  reset: 'Anwesenheitskontrolle zurücksetzen',
  resetTitle: 'Wirklich zurücksetzen?',
  resetText: 'Anwesenheit und Verspätungen aller Schüler werden gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.',
  resetConfirm: 'zurücksetzen',
  cancel: 'abbrechen',
  students: 'Anwesenheit',
  noStudents: 'Keine Schüler vorhanden',
  present: 'Anwesend',
  late: 'Verspätung',
  lateMinutes: (minutes: number) => `${minutes} Min.`,
  excused: 'Entschuldigt',
  unexcused: 'Fehlt unentschuldigt',
  readOnly: 'Nur die Lehrkräfte der Veranstaltung und die Klassenleitung können das Tagebuch führen.',
  saved: 'Gespeichert',
  marks: { absence: (reason: string) => `Abwesend: ${reason}`, daynotice: (title: string) => `Tagesnotiz: ${title}` },
  /** The register's field errors from the server. */
  fieldErrors: {
    control_not_started: 'Bitte starte zuerst die Anwesenheitskontrolle.',
    not_in_lesson: 'Ein Schüler gehört nicht zu dieser Veranstaltung.',
  } as Record<string, string>,
};
