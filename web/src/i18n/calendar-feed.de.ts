/** German texts of the calendar subscription (Kalender-Abo). */
export const calendarFeedTexts = {
  heading: 'Kalender-Abo',
  intro: (whose: string | null) =>
    `Mit einem privaten Link abonnierst du ${whose ? `den Stundenplan von ${whose}` : 'deinen Stundenplan'} samt Ausfällen und Vertretungen in deiner Kalender-App (z. B. Google Kalender, Outlook oder Apple Kalender).`,
  create: 'Kalender-Link erstellen',
  link: 'Kalender-Link',
  copy: 'Link kopieren',
  copied: 'Link kopiert',
  copyFailed: 'Kopieren nicht möglich. Bitte markiere den Link und kopiere ihn selbst.',
  shownOnce: 'Der Link wird nur jetzt angezeigt. Gib ihn nicht weiter: Wer ihn kennt, sieht den Stundenplan.',
  active: (date: string) => `Kalender-Abo aktiv seit ${date}. Den Link kannst du nicht erneut anzeigen; erzeuge bei Bedarf einen neuen.`,
  rotate: 'Neuen Link erzeugen',
  rotateTitle: 'Neuen Link erzeugen?',
  rotateText:
    'Der bisherige Link funktioniert danach nicht mehr. Kalender, die ihn abonniert haben, musst du mit dem neuen Link neu einrichten.',
  remove: 'Link löschen',
  removeTitle: 'Kalender-Abo löschen?',
  removeText: 'Der Link funktioniert danach nicht mehr. Abonnierte Kalender erhalten keine Änderungen mehr.',
  removed: 'Kalender-Abo gelöscht',
  cancel: 'Abbrechen',
} as const;
