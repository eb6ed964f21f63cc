/** 'Schuljahr' in the Admin-Bereich. */
export const schoolYearTexts = {
  title: 'Schuljahr',
  description:
    'Bereite das nächste Schuljahr mit Beginn, Ende und Ferien vor und aktiviere es. Klassen und Kurse vergangener Schuljahre bleiben lesbar, aber unveränderbar.',
  states: { active: 'aktiv', prepared: 'vorbereitet', past: 'vergangen' },
  prepareHeading: 'Nächstes Schuljahr vorbereiten',
  start: 'Beginn',
  end: 'Ende',
  datesMissing: 'Bitte Beginn und Ende angeben.',
  holidays: 'Ferien',
  holidayName: 'Bezeichnung',
  holidayFrom: 'Von',
  holidayTo: 'Bis',
  holidayNameMissing: 'Bitte eine Bezeichnung angeben.',
  fromUntis: 'aus dem Untis-Import',
  untisHint: 'Der Stundenplanimport übernimmt die Ferien (GPU018) auch in das vorbereitete Schuljahr.',
  addHoliday: 'Ferien hinzufügen',
  removeHoliday: 'Ferien entfernen',
  save: 'Speichern',
  saved: 'Das Schuljahr ist vorbereitet.',
  savedMeanwhile: 'Die Ferien wurden gespeichert, während du sie bearbeitet hast.',
  activate: (name: string) => `Schuljahr ${name} aktivieren`,
  activateQuestion: (name: string) =>
    `Ab sofort zeigt die App das Schuljahr ${name}. Klassen und Kurse des bisherigen Schuljahres bleiben lesbar, können aber nicht mehr geändert werden. Danach den Benutzerimport der Schüler mit den neuen Klassen ausführen.`,
  activateConfirm: 'Aktivieren',
  cancel: 'Abbrechen',
  activated: (name: string) => `Das Schuljahr ${name} ist jetzt aktiv.`,
  leavers: 'Abgänger',
  leaversHint:
    'Nach dem Benutzerimport des neuen Schuljahres: Schüler des vergangenen Schuljahres ohne Klasse im aktiven Schuljahr werden als Abgänger markiert und zur Löschung vorgemerkt. Ihre Konten werden nach 30 Tagen gelöscht, wenn die Löschung nicht in der Benutzerverwaltung zurückgenommen wird.',
  flagLeavers: 'Abgänger markieren',
  noLeavers: 'Keine Abgänger markiert.',
} as const;
