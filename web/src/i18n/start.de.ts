/** German texts of the start page: its tiles, the side menu, the update check and /noStudent. */
export const tilesTexts = {
  weekplan: 'Wochenplan',
  today: 'Heute',
  tomorrow: 'Morgen',
  substitutions: 'Vertretungsplan',
  pins: 'Pinnwand',
  calendar: 'Termine',
  groupOverview: 'Meine Klassen',
  polls: 'Umfragen',
  storage: 'Dateien',
  classbook: 'Klassenbuch',
  resources: 'Geräteverwaltung',
  settings: 'Einstellungen',
  support: 'Support',
  courseSubscribe: 'Anmeldung',
  mycourses: 'Meine Kurse',
  sickNote: 'Krankmeldung',
} as const;

export const menuTexts = {
  title: 'Menü',
  version: (version: string) => `Version ${version}`,
  editAccount: 'Konto bearbeiten',
  myFiles: 'Meine Dateien',
  studentCodes: 'Schüler-Codes verwalten',
  admin: 'Admin-Bereich',
  settings: 'Einstellungen',
  reportProblem: 'Ein Problem melden',
  help: 'Hilfe',
  students: 'Meine Kinder',
  checkUpdate: 'Nach Update suchen',
  restart: 'App neu starten',
  logout: 'Logout',
} as const;

export const updateTexts = {
  title: 'Nach Update suchen',
  checking: 'Suche nach einer neuen Version …',
  none: (version: string) => `Du verwendest die aktuelle Version ${version}.`,
  found: 'Eine neue Version ist verfügbar.',
  failed: 'Die Suche nach einer neuen Version ist fehlgeschlagen. Bitte prüfe deine Internetverbindung.',
  useNew: 'Neue Version verwenden',
} as const;

export const noStudentTexts = {
  message: 'Keine SchülerInnen verknüpft',
} as const;
