/** German texts of the login-alert dialog and its card 'Hinweis bei der Anmeldung' in the admin area. */
export const loginAlertTexts = {
  ok: 'OK',
  card: {
    title: 'Hinweis bei der Anmeldung',
    description:
      'Eine Nachricht, die alle Personen der Schule einmal bei ihrer nächsten Anmeldung sehen. Eine neue Nachricht sehen alle wieder einmal.',
    none: 'Zurzeit gibt es keinen Hinweis.',
    current: (date: string) => `Aktueller Hinweis vom ${date}:`,
    edit: 'Hinweis schreiben',
    remove: 'Hinweis entfernen',
    removed: 'Der Hinweis wurde entfernt.',
  },
  dialog: {
    title: 'Hinweis bei der Anmeldung',
    description: 'Nach dem Speichern sehen alle Personen der Schule diesen Hinweis einmal bei ihrer nächsten Anmeldung.',
    heading: 'Überschrift',
    body: 'Nachricht',
    required: 'Angabe wird benötigt',
    tooLong: (max: number) => `Max. ${max} Zeichen erlaubt`,
    cancel: 'Abbrechen',
    save: 'Speichern',
    savedMeanwhile: 'Dieser Hinweis wurde gespeichert, während du ihn bearbeitet hast.',
    removedMeanwhile: 'Dieser Hinweis wurde inzwischen entfernt. Deine Eingaben lassen sich nicht mehr speichern.',
    writtenMeanwhile: 'Inzwischen wurde ein Hinweis gespeichert. Schließe den Dialog, um ihn zu sehen.',
  },
};
