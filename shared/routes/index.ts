import type * as z from 'zod';
import { accountRoutes } from './account.js';
import { calendarFeedRoutes } from './calendar-feed.js';
import { calendarRoutes } from './calendar.js';
import { classbookRoutes } from './classbook.js';
import { codesRoutes } from './codes.js';
import { coursesRoutes } from './courses.js';
import { composeRoutes, type RouteDefinitionOf } from './define-routes.js';
import { displayLinksRoutes } from './display-links.js';
import { guardiansRoutes } from './guardians.js';
import { loginAlertsRoutes } from './login-alerts.js';
import { notificationsRoutes } from './notifications.js';
import { pinsRoutes } from './pins.js';
import { pollsRoutes } from './polls.js';
import { privacyRoutes } from './privacy.js';
import { registrationRoutes } from './registration.js';
import { reservationsRoutes } from './reservations.js';
import { schoolsRoutes } from './schools.js';
import { sessionRoutes } from './session.js';
import { storageRoutes } from './storage.js';
import { substitutionsRoutes } from './substitutions.js';
import { supportRoutes } from './support.js';
import { systemRoutes } from './system.js';
import { timetableRoutes } from './timetable.js';
import { todayRoutes } from './today.js';
import { translationRoutes } from './translation.js';
import { untisImportRoutes } from './untis-import.js';
import { userImportRoutes } from './user-import.js';
import { usersRoutes } from './users.js';

export { schoolAdmins, signedIn, type Access } from './define-routes.js';
export { buildPath, matchPath, routeKey } from './route-paths.js';

/** The single route table: handlers, local gateway, CDK and the web client all read it. */
export const routes = composeRoutes(
  systemRoutes,
  sessionRoutes,
  usersRoutes,
  notificationsRoutes,
  registrationRoutes,
  guardiansRoutes,
  timetableRoutes,
  supportRoutes,
  accountRoutes,
  calendarFeedRoutes,
  codesRoutes,
  todayRoutes,
  substitutionsRoutes,
  displayLinksRoutes,
  userImportRoutes,
  untisImportRoutes,
  coursesRoutes,
  pollsRoutes,
  calendarRoutes,
  translationRoutes,
  reservationsRoutes,
  pinsRoutes,
  storageRoutes,
  classbookRoutes,
  loginAlertsRoutes,
  schoolsRoutes,
  privacyRoutes,
);

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** The domains of the API: one Lambda function and one handler module each. */
export type Domain = Routes[RouteName]['domain'];
export type RouteDefinition = RouteDefinitionOf<Domain>;
export type RoutesOf<D extends Domain> = {
  [N in RouteName]: Routes[N]['domain'] extends D ? N : never;
}[RouteName];

export interface RouteInput<N extends RouteName> {
  params: z.infer<Routes[N]['params']>;
  query: z.infer<Routes[N]['query']>;
  body: z.infer<Routes[N]['body']>;
}
export type RouteResponse<N extends RouteName> = z.infer<Routes[N]['response']>;

export const routeEntries = Object.entries(routes) as [RouteName, RouteDefinition][];

export const domains: readonly Domain[] = [...new Set(routeEntries.map(([, definition]) => definition.domain))];
