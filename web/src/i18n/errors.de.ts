import { isErrorCode, type ErrorCode } from '../../../shared/errors.js';

/** The spec's German text for every error code of the contract. */
export const errorTexts: Record<ErrorCode, string> = {
  'validation-failed': 'Fehler bei der Eingabe erkannt.',
  unauthorized: 'Bitte melde dich erneut an.',
  forbidden: 'Keine Berechtigung',
  'not-found': 'Nicht gefunden',
  conflict: 'Die Daten wurden inzwischen geändert. Bitte lade die Seite neu.',
  'rate-limited': 'Zu viele Anfragen. Bitte versuche es gleich noch einmal.',
  internal: 'Unbekannter Fehler',
  'no-access-rights': 'Keine Zugangsrechte',
  'user-not-registered': 'Benutzer nicht registriert',
  'no-active-school-year': 'Kein aktives Schuljahr',
  'school-not-found': 'Keine Institution gefunden',
  'student-not-found': 'Schüler nicht gefunden',
  'user-not-found': 'Benutzer nicht gefunden',
  'wrong-password': 'Falsches Passwort',
  'quota-exceeded': 'Zu viele Versuche. Bitte warte kurz und versuche es dann erneut.',
  'network-error': 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
  'code-invalid': 'Dieser Code ist nicht oder nicht mehr gültig.',
  'code-not-tutor': 'Dieser Code ist keiner Lehrkraft/keinem Mitarbeiter zugeordnet.',
  'code-not-student': 'Dieser Code ist keiner SchülerIn zugeordnet.',
  'duplicate-codes': 'Dieser Code wurde doppelt eingegeben.',
  'username-already-in-use': 'Diese Benutzerkennung ist bereits vergeben.',
  'email-already-in-use': 'Diese E-Mail-Adresse wird bereits verwendet.',
  'student-already-linked': 'Schüler bereits hinzugefügt',
  'last-student-link': 'Das letzte verknüpfte Kind kann nicht entfernt werden.',
  'push-window-violated': 'Die Zeiten dürfen das Zeitfenster der Schule nicht einschränken.',
  'no-open-codes': 'Keine offenen Aktivierungscodes vorhanden. Nach dem Anlegen von Benutzern per Import kann es einige Minuten dauern.',
  'no-email-present': 'Für dieses Konto ist keine E-Mail-Adresse hinterlegt. Bitte wende dich an den Support.',
  'reset-code-invalid': 'Der Bestätigungscode ist falsch oder abgelaufen.',
  'weak-password': 'Das Passwort muss min. 6 Zeichen lang sein.',
  'not-admin': 'Dafür brauchst du Admin-Rechte.',
  'import-school-not-found': 'Deinem Konto ist keine Schule zugeordnet.',
  'import-no-active-school-year': 'Kein aktives Schuljahr gefunden.',
  'import-not-uploaded': 'Keine Daten gefunden.',
  'import-running': 'Für diese Schule läuft bereits ein Import. Bitte warte, bis er fertig ist.',
  'import-files-invalid':
    'Diese Dateien lassen sich nicht importieren: GPU001.TXT (Stundenplan) wird benötigt, jede Exportart darf nur einmal dabei sein, jede Datei muss erkannt werden, und ohne time.txt braucht die Schule ein Zeitraster.',
  'no-receivers': 'Es wurden keine registrierten Empfänger gefunden.',
  'scheduled-in-past': 'Der Zeitpunkt darf nicht in der Vergangenheit liegen.',
  'notification-already-sent': 'Diese Benachrichtigung wurde bereits gesendet.',
  'payload-too-large': 'Die Daten sind zu groß.',
  'course-closed': 'Anmeldung abgeschlossen',
  'course-wrong-grade': 'Diese Option ist nicht für deine Klassenstufe ausgeschrieben.',
  'course-max-options': 'Es können keine weiteren Optionen gewählt werden.',
  'course-priority-taken': 'Priorität bereits gewählt',
  'course-priority-invalid': 'Bitte wähle eine gültige Priorität.',
  'course-option-full': 'Diese Option ist bereits ausgebucht.',
  'course-already-subscribed': 'Für diese Option bist du bereits angemeldet.',
  'course-allocation-early': 'Die Zuteilung ist erst nach Ende der Anmeldefrist möglich.',
  'course-allocation-missing': 'Bitte berechne zuerst die Zuteilung.',
  'course-allocation-confirmed': 'Die Zuteilung wurde bereits bestätigt.',
  'poll-published': 'Eine veröffentlichte Umfrage kann nicht mehr geändert werden.',
  'poll-not-published': 'Die Umfrage ist noch nicht veröffentlicht.',
  'poll-expired': 'Die Umfrage ist bereits beendet. Du kannst nicht mehr teilnehmen.',
  'poll-option-full': 'Diese Option ist bereits ausgebucht.',
  'translation-failed': 'Übersetzung fehlgeschlagen',
  'reservation-collision': 'Im gewählten Zeitraum bereits reserviert:',
  'building-in-use': 'Das Gebäude wird noch von Geräten oder Gruppen verwendet.',
  'storage-quota-exceeded': 'Dein Speicherplatz ist voll (1 GB). Lösche Dateien, um Platz für neue zu schaffen.',
  'storage-item-blocked': 'Dieser Ordner/Diese Datei ist gesperrt und kann deshalb nicht markiert werden.',
  'storage-folder-locked': 'In diesem gesperrten Ordner kannst du nichts ablegen.',
  'storage-name-taken': 'In diesem Ordner gibt es schon etwas mit diesem Namen.',
  'storage-upload-missing': 'Fehler: Prüfe deine Intenetverbindung oder versuche später erneut.',
};

export const UNKNOWN_ERROR_TEXT = 'Unbekannter Fehler';

/** Text for any error code: the catalogue's, 'Fehler mit Fehlercode {code}' if unknown, or 'Unbekannter Fehler'. */
export const errorText = (code: string | null | undefined): string => {
  if (!code) return UNKNOWN_ERROR_TEXT;
  if (isErrorCode(code)) return errorTexts[code];
  return `Fehler mit Fehlercode ${code}`;
};
