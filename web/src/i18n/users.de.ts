import type { AppRole } from '@shared/roles.js';
import type { AuditAction } from '@shared/schemas/user-admin.schema.js';

/** German texts of the user administration (/admin/users) and the audit log (/admin/audit-log). */
export const userAdminTexts = {
  card: {
    title: 'Benutzerverwaltung',
    description:
      'Personen der Schule suchen, Aktivierungscodes anzeigen und neu erzeugen, Admin-Rechte vergeben und Accounts zur Löschung vormerken.',
    open: 'Benutzerverwaltung öffnen',
  },
  auditCard: {
    title: 'Protokoll',
    description: 'Was die Admins der Schule in der Benutzerverwaltung, beim Import und beim Code-Export getan haben (2 Jahre lang).',
    open: 'Protokoll öffnen',
  },
  search: 'Name suchen',
  role: 'Rolle',
  allRoles: 'Alle Rollen',
  group: 'Klasse',
  allGroups: 'Alle Klassen',
  roles: { student: 'SchülerIn', tutor: 'Lehrkraft/Mitarbeiter:in', guardian: 'Erziehungsberechtigte:r' } satisfies Record<AppRole, string>,
  registered: 'registriert',
  notRegistered: 'Code noch nicht eingelöst',
  admin: 'Admin',
  markedForDeletion: 'Zur Löschung vorgemerkt',
  count: (total: number) => `${total} ${total === 1 ? 'Person' : 'Personen'}`,
  none: 'Keine Personen gefunden.',
  pagination: { previous: 'Vorherige Seite', next: 'Nächste Seite', page: (page: number, pages: number) => `Seite ${page} von ${pages}` },
  detail: {
    activationCode: 'Aktivierungscode',
    noCode: 'Kein Aktivierungscode vorhanden.',
    codeUsed: 'Der Aktivierungscode ist eingelöst.',
    regenerate: 'Neuen Code erzeugen',
    regenerateTitle: 'Neuen Aktivierungscode erzeugen?',
    regenerateText: 'Der bisherige Code ist danach sofort ungültig.',
    regenerated: 'Neuer Aktivierungscode erzeugt',
    grantAdmin: 'Admin-Rechte vergeben',
    revokeAdmin: 'Admin-Rechte entziehen',
    adminGranted: 'Admin-Rechte vergeben. Sie gelten ab der nächsten Anmeldung.',
    adminRevoked: 'Admin-Rechte entzogen',
    mark: 'Zur Löschung vormerken',
    markTitle: 'Account zur Löschung vormerken?',
    markText: (date: string) =>
      `Der Account wird am ${date} gelöscht. Bis dahin kann die Person die App weiter nutzen und ihre Dateien sichern; du kannst die Vormerkung jederzeit zurücknehmen.`,
    marked: (date: string) => `Zur Löschung vorgemerkt: wird am ${date} gelöscht.`,
    unmark: 'Löschung zurücknehmen',
    unmarked: 'Löschung zurückgenommen',
    exportData: 'Daten herunterladen (Art. 15 DSGVO)',
    exported: 'Daten heruntergeladen',
    exportFileName: 'daten',
    cancel: 'Abbrechen',
  },
  audit: {
    title: 'Protokoll',
    empty: 'Noch keine Einträge vorhanden.',
    more: 'Weitere Einträge laden',
    when: 'Zeitpunkt',
    who: 'Admin',
    what: 'Aktion',
    whom: 'Betroffene Person',
    actions: {
      'users-imported': 'Benutzer importiert',
      'codes-exported': 'Aktivierungscodes exportiert',
      'personal-data-exported': 'Daten einer Person heruntergeladen (Art. 15 DSGVO)',
      'code-regenerated': 'Aktivierungscode neu erzeugt',
      'admin-granted': 'Admin-Rechte vergeben',
      'admin-revoked': 'Admin-Rechte entzogen',
      'deletion-marked': 'Zur Löschung vorgemerkt',
      'deletion-unmarked': 'Löschung zurückgenommen',
      'display-link-created': 'Anzeige-Link erstellt',
      'display-link-revoked': 'Anzeige-Link widerrufen',
    } satisfies Record<AuditAction, string>,
    details: {
      students: 'SchülerInnen',
      tutors: 'Lehrkräfte und Mitarbeiter',
      guardians: 'Erziehungsberechtigte',
    } as Record<string, string>,
    unknownPerson: 'Gelöschter Benutzer',
  },
} as const;

/** The reserved-for-deletion dialog a marked account sees at every sign-in. */
export const deletionNoticeTexts = {
  title: 'Account zur Löschung vorgemerkt',
  body: (date: string) =>
    `Deine Institution hat deinen Account zur Löschung vorgemerkt. Er wird am ${date} gelöscht. Bis dahin kannst du die App weiter nutzen: Sichere bitte rechtzeitig deine Dateien. Falls es sich um einen Fehler handelt, wende dich an deine Institution.`,
  ok: 'OK',
} as const;
