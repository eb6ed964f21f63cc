import { format } from 'date-fns';

/** German texts of the pages that stay readable offline (Wochenplan, Heute). */
export const offlineTexts = {
  /** The time the shown data came from the server, e.g. 'Offline – Stand: 26.11.2026, 09:14 Uhr'. */
  since: (savedAt: Date) => `Offline – Stand: ${format(savedAt, 'dd.MM.yyyy, HH:mm')} Uhr`,
  hint: 'Ohne Internetverbindung siehst du den zuletzt geladenen Stand. Details öffnen und Änderungen speichern geht erst wieder, wenn du online bist.',
  actionNeedsNetwork: 'Nur mit Internetverbindung möglich',
};
