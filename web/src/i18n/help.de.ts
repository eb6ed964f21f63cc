/** German texts of Hilfe (/help), the what's-new dialog and the system page (/test). */
export const helpTexts = {
  title: 'Hilfe',
  whatsNew: 'Was ist neu?',
  version: (version: string) => `Version ${version}`,
  current: 'aktuell',
  dialog: {
    title: (version: string) => `Neu in Version ${version}`,
    steps: (step: number, total: number) => `Schritt ${step} von ${total}`,
    back: 'Zurück',
    next: 'Weiter',
    again: 'Nochmal ansehen',
    done: 'Fertig',
  },
  system: {
    title: 'Systemstatus',
    intro: 'Diese Angaben helfen dem Support, wenn du ein Problem meldest.',
    appVersion: 'App-Version',
    builtAt: 'Erstellt am',
    server: 'Server',
    checking: 'wird geprüft …',
    serverOk: (version: string) => `erreichbar, Version ${version}`,
    serverFailed: 'nicht erreichbar',
    recheck: 'Erneut prüfen',
  },
};
