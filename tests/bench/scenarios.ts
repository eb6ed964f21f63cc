import type { RouteName } from '../../shared/routes/index.js';

/**
 * What `npm run bench` measures: every list and bootstrap endpoint that exists, as the user who
 * calls it most. Each new feature adds its endpoints here.
 */
export interface BenchScenario {
  name: string;
  route: RouteName;
  username: string;
  /** Path parameters from the signed-in demo people: uid of the named user. */
  paramsFrom?: Record<string, string>;
  /** Literal path parameters. */
  params?: Record<string, string>;
  actingStudent?: string;
  connections: number;
}

export const scenarios: BenchScenario[] = [
  // No DynamoDB request: what the local gateway, JWT check and middy chain alone sustain.
  { name: 'gateway ceiling: health (signed in, no DynamoDB request)', route: 'getHealth', username: 'schueler.anna', connections: 50 },
  { name: 'bootstrap after sign-in (tutor)', route: 'getBootstrap', username: 'lehrer.mueller', connections: 50 },
  { name: 'bootstrap after sign-in (guardian)', route: 'getBootstrap', username: 'eltern.weber', connections: 50 },
  { name: 'unread notifications (student)', route: 'getUnreadNotificationCount', username: 'schueler.anna', connections: 50 },
  { name: 'weekplan this week (student)', route: 'getWeekplan', username: 'schueler.anna', connections: 50 },
  { name: 'weekplan this week (tutor)', route: 'getWeekplan', username: 'lehrer.mueller', connections: 50 },
  { name: 'today overview (tutor)', route: 'getTodayOverview', username: 'lehrer.mueller', connections: 50 },
  { name: 'calendar: list (demo tutor, 3 calendars)', route: 'getCalendarPage', username: 'lehrer.mueller', connections: 50 },
  {
    name: 'user profile (tutor reads student)',
    route: 'getUserProfile',
    username: 'lehrer.mueller',
    paramsFrom: { uid: 'schueler.anna' },
    connections: 50,
  },
  { name: 'calendar: list (large school tutor, 10 calendars)', route: 'getCalendarPage', username: 'last.lehrer', connections: 50 },
  { name: 'large school: bootstrap (tutor)', route: 'getBootstrap', username: 'last.lehrer', connections: 50 },
  { name: 'large school: weekplan this week (student)', route: 'getWeekplan', username: 'last.schueler', connections: 50 },
  { name: 'large school: weekplan this week (tutor)', route: 'getWeekplan', username: 'last.lehrer', connections: 50 },
  { name: 'large school: today overview (tutor)', route: 'getTodayOverview', username: 'last.lehrer', connections: 50 },
  { name: 'large school: my groups (class tutor)', route: 'listMyGroups', username: 'last.lehrer', connections: 50 },
  {
    name: 'large school: class weekplan 5a (class tutor)',
    route: 'getGroupWeekplan',
    username: 'last.lehrer',
    params: { groupId: '5a' },
    connections: 50,
  },
  { name: 'large school: Vertretungsplan (tutor)', route: 'getSubstitutionPlan', username: 'last.lehrer', connections: 50 },
  { name: 'large school: Vertretungsplan, Aufsichten (tutor)', route: 'getSupervisionPlan', username: 'last.lehrer', connections: 50 },
  {
    name: 'large school: students of 5a (class tutor)',
    route: 'listGroupStudents',
    username: 'last.lehrer',
    params: { groupId: '5a' },
    connections: 50,
  },
];
