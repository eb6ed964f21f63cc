/**
 * German texts of the app shell (titles, header, what main.tsx and the shell show); each feature's
 * texts are in its own catalogue beside this one. The spec's wording where it gives one.
 */
export const texts = {
  appName: 'Schulapp',
  back: 'Zurück',
  close: 'Schließen',
  ok: 'OK',
  retry: 'Erneut versuchen',
  loading: 'Wird geladen …',
  startFailed: 'Die App konnte nicht gestartet werden. Bitte lade die Seite neu.',
  unknownChild: 'Unbekannt',
  /** /loader, which the entry holds. */
  loader: {
    checking: 'Anmeldung wird geprüft …',
    failedTitle: 'Anmeldung fehlgeschlagen',
    toLogin: 'Zur Anmeldung',
  },
  titles: {
    start: 'Startseite',
    calendar: 'Termine',
    weekplan: 'Wochenplan',
    courseSubscribe: 'Anmeldung',
    pins: 'Pinnwand',
    eventDetail: 'Details',
    classbook: 'Tagebuch',
    classbookStatistic: 'Klassenbuch',
    groupOverview: 'Meine Klassen',
    studentsOfGroup: 'Meine Klassen',
    mygroups: 'Meine Klassen',
    mycourses: 'Meine Kurse',
    todayOverview: 'Heute',
    notifications: 'Benachrichtigungen',
    resources: 'Geräteverwaltung',
    storage: 'Dateien',
    polls: 'Umfragen',
    poll: 'Umfrage',
    help: 'Hilfe',
    admin: 'Admin-Bereich',
    noStudent: 'Keine SchülerInnen',
    registerGuardian: 'Registrierung für Erziehungsberechtigte',
    registerTutor: 'Registrierung für Lehrkräfte und Mitarbeiter',
    registerStudent: 'Registrierung für SchülerInnen',
  },
  header: {
    openMenu: 'Menü öffnen',
    notifications: (unread: number) => (unread > 0 ? `Benachrichtigungen (${unread} ungelesen)` : 'Benachrichtigungen'),
    activeChild: 'Aktives Kind',
  },
  /** The links to the terms of use and the privacy notice; their texts (legal.de.ts) load with the dialogs. */
  legalLinks: {
    terms: 'Nutzungsbedingungen',
    privacy: 'Datenschutz',
  },
  /** On the start page after opening a page that the person's role may not open. */
  pageNotAllowed: 'Diese Seite ist für deine Rolle nicht verfügbar.',
  deletion:
    'Deine Institution hat deinen Account zur Löschung vorgemerkt. Sichere bitte rechtzeitig deine Dateien. Falls es sich um einen Fehler handelt, wende dich an deine Institution.',
} as const;
