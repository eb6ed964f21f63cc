import type { NonEmpty } from '../../shared/cyclic.js';
import type { Role } from '../../shared/roles.js';

/** The demo data of the local stack (never deployed to AWS). Every demo login uses this password. */
export const DEMO_PASSWORD = 'lindenhof';

export interface DemoSchool {
  schoolId: string;
  name: string;
  label: string;
  schoolYear: { schoolYearId: string; name: string; start: string; end: string; holidays?: { from: string; to: string; name: string }[] };
}
export interface DemoUser {
  username: string;
  schoolId: string;
  role: Role;
  isAdmin?: boolean;
  email?: string;
  firstname: string;
  lastname: string;
  title?: string;
  displayName: string;
  short?: string;
  sex?: 'männlich' | 'weiblich' | 'other';
  groupDisplayName?: string;
  /** Guardians: usernames of their children, in linking order (the first is the default child). */
  children?: string[];
  description: string;
}

/** The demo year's holidays (school holidays in the style of NRW 2026/27): meeting repeats skip them. */
const holidays2026 = [
  { from: '2026-10-17', to: '2026-10-31', name: 'Herbstferien' },
  { from: '2026-12-23', to: '2027-01-06', name: 'Weihnachtsferien' },
  { from: '2027-03-22', to: '2027-04-03', name: 'Osterferien' },
  { from: '2027-05-14', to: '2027-05-14', name: 'Brückentag' },
];
const schoolYear2026 = { schoolYearId: '2026-27', name: '2026/27', start: '2026-08-01', end: '2027-07-31', holidays: holidays2026 };

export const demoSchools: NonEmpty<DemoSchool> = [
  { schoolId: 'lindenhof', name: 'Gesamtschule am Lindenhof', label: 'GE Lindenhof', schoolYear: schoolYear2026 },
  { schoolId: 'birkenweg', name: 'Realschule Birkenweg', label: 'RS Birkenweg', schoolYear: schoolYear2026 },
];

export const demoUsers: DemoUser[] = [
  {
    username: 'lehrer.mueller',
    schoolId: 'lindenhof',
    role: 'tutor',
    isAdmin: true,
    email: 'mueller@lindenhof.example',
    firstname: 'Thomas',
    lastname: 'Müller',
    title: 'Herr',
    displayName: 'Herr Müller',
    short: 'MÜL',
    sex: 'männlich',
    groupDisplayName: '7a',
    description: 'Lehrkraft und Admin, Klassenlehrer der 7a',
  },
  {
    username: 'lehrer.schmidt',
    schoolId: 'lindenhof',
    role: 'tutor',
    firstname: 'Claudia',
    lastname: 'Schmidt',
    title: 'Frau',
    displayName: 'Frau Schmidt',
    short: 'SCH',
    sex: 'weiblich',
    description: 'Lehrkraft',
  },
  {
    username: 'schueler.anna',
    schoolId: 'lindenhof',
    role: 'student',
    email: 'anna@lindenhof.example',
    firstname: 'Anna',
    lastname: 'Weber',
    displayName: 'Anna Weber',
    sex: 'weiblich',
    groupDisplayName: '7a',
    description: 'Schülerin der 7a',
  },
  {
    username: 'schueler.ben',
    schoolId: 'lindenhof',
    role: 'student',
    firstname: 'Ben',
    lastname: 'Weber',
    displayName: 'Ben Weber',
    sex: 'männlich',
    groupDisplayName: '9b',
    description: 'Schüler der 9b',
  },
  {
    username: 'eltern.weber',
    schoolId: 'lindenhof',
    role: 'guardian',
    firstname: 'Sabine',
    lastname: 'Weber',
    displayName: 'Sabine Weber',
    children: ['schueler.anna', 'schueler.ben'],
    description: 'Erziehungsberechtigte von Anna und Ben',
  },
  {
    username: 'dienst.konto',
    schoolId: 'lindenhof',
    role: 'service',
    firstname: 'Dienst',
    lastname: 'Konto',
    displayName: 'Dienstkonto',
    description: 'Dienstkonto: wird bei der Anmeldung abgewiesen',
  },
  {
    username: 'lehrer.klein',
    schoolId: 'birkenweg',
    role: 'tutor',
    firstname: 'Peter',
    lastname: 'Klein',
    title: 'Herr',
    displayName: 'Herr Klein',
    short: 'KLE',
    sex: 'männlich',
    description: 'Lehrkraft der Realschule Birkenweg',
  },
  {
    username: 'schueler.lena',
    schoolId: 'birkenweg',
    role: 'student',
    firstname: 'Lena',
    lastname: 'Vogel',
    displayName: 'Lena Vogel',
    sex: 'weiblich',
    groupDisplayName: '6c',
    description: 'Schülerin der Realschule Birkenweg',
  },
];

/**
 * Messages in the demo users' inboxes, so the envelope shows real unread counts. A guardian's
 * messages belong to the inbox of one child (`child`).
 */
export const demoNotifications: {
  recipient: string;
  child?: string;
  type: 'info' | 'important';
  title: string;
  body: string;
  unread: boolean;
  daysAgo: number;
}[] = [
  {
    recipient: 'schueler.anna',
    type: 'info',
    title: 'Wandertag der 7a',
    body: 'Der Wandertag findet am Freitag statt. Bitte festes Schuhwerk mitbringen.',
    unread: true,
    daysAgo: 1,
  },
  {
    recipient: 'schueler.anna',
    type: 'important',
    title: 'Elternsprechtag',
    body: 'Der Elternsprechtag ist am 3. Dezember ab 15 Uhr.',
    unread: true,
    daysAgo: 2,
  },
  {
    recipient: 'schueler.anna',
    type: 'info',
    title: 'Willkommen im neuen Schuljahr',
    body: 'Wir wünschen allen einen guten Start in das Schuljahr 2026/27.',
    unread: false,
    daysAgo: 80,
  },
  {
    recipient: 'eltern.weber',
    child: 'schueler.anna',
    type: 'info',
    title: 'Wandertag der 7a',
    body: 'Der Wandertag findet am Freitag statt. Bitte geben Sie Ihrem Kind festes Schuhwerk mit.',
    unread: true,
    daysAgo: 1,
  },
  {
    recipient: 'eltern.weber',
    child: 'schueler.anna',
    type: 'important',
    title: 'Elternsprechtag',
    body: 'Der Elternsprechtag ist am 3. Dezember ab 15 Uhr.',
    unread: true,
    daysAgo: 2,
  },
  {
    recipient: 'lehrer.mueller',
    type: 'info',
    title: 'Lehrerkonferenz',
    body: 'Die Lehrerkonferenz beginnt am Mittwoch um 14:30 Uhr im Raum A 104.',
    unread: true,
    daysAgo: 0,
  },
];
