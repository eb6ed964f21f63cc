/** German texts of 'Schüler-Codes verwalten' (a guardian's children). */
export const studentCodesTexts = {
  title: 'Schüler-Codes verwalten',
  intro: 'Füge mit dem Aktivierungscode deiner Institution ein weiteres Kind hinzu.',
  students: 'Verknüpfte Kinder',
  code: 'Aktivierungscode',
  add: 'hinzufügen',
  required: 'Das Feld muss ausgefüllt werden.',
  added: 'Schüler erfolgreich hinzugefügt.',
  remove: 'Entfernen',
  removeStudent: (name: string) => `${name} entfernen`,
  confirmTitle: 'Kind entfernen?',
  confirmText: (name: string) =>
    `${name} wird nicht mehr mit deinem Konto verknüpft. Zum erneuten Hinzufügen brauchst du einen neuen Aktivierungscode.`,
  cancel: 'Abbrechen',
} as const;
