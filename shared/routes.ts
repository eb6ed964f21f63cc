import { z } from 'zod';
import type { AppRole } from './roles.js';
import { emptySchema } from './schemas/common.schema.js';
import { healthSchema } from './schemas/health.schema.js';
import { unreadCountSchema } from './schemas/notification.schema.js';
import { bootstrapSchema } from './schemas/session.schema.js';
import { addStudentByCodeBodySchema, guardianStudentsSchema, studentLinkParamsSchema } from './schemas/guardian.schema.js';
import {
  activationCodeCheckSchema,
  checkActivationCodeBodySchema,
  registerGuardianBodySchema,
  registerPersonBodySchema,
  registrationResultSchema,
} from './schemas/registration.schema.js';
import {
  avatarResultSchema,
  displayNameResultSchema,
  pushSettingsSchema,
  updateAvatarBodySchema,
  updateDisplayNameBodySchema,
  updatePushSettingsBodySchema,
} from './schemas/account.schema.js';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFileParamsSchema,
  calendarFileSchema,
} from './schemas/calendar-feed.schema.js';
import { createSupportTicketBodySchema, supportTicketCreatedSchema } from './schemas/support.schema.js';
import {
  eventDetailParamsSchema,
  eventDetailSchema,
  groupParamsSchema,
  groupStudentsSchema,
  myGroupsSchema,
  weekplanQuerySchema,
  weekplanSchema,
} from './schemas/timetable.schema.js';
import { todayOverviewSchema, todayQuerySchema } from './schemas/today.schema.js';
import {
  createUserImportBodySchema,
  startUserImportBodySchema,
  userImportCheckSchema,
  userImportCreatedSchema,
  userImportParamsSchema,
  userImportStatusSchema,
} from './schemas/user-import.schema.js';
import {
  createTimetableImportBodySchema,
  timetableImportJobSchema,
  timetableImportParamsSchema,
  timetableImportUploadsSchema,
} from './schemas/timetable-import.schema.js';
import { userParamsSchema, userProfileSchema } from './schemas/user.schema.js';
import {
  codeCardTemplateSchema,
  codeExportSchema,
  createCodeExportBodySchema,
  updateCodeCardTemplateBodySchema,
} from './schemas/code-export.schema.js';

/** The domains of the API: one Lambda function and one handler module each. */
export const domains = [
  'system',
  'session',
  'users',
  'notifications',
  'registration',
  'guardians',
  'timetable',
  'support',
  'account',
  'calendar-feed',
  'codes',
  'today',
  'user-import',
  'untis-import',
] as const;
export type Domain = (typeof domains)[number];

/**
 * Who may call a route. `public`: no token. Otherwise the listed roles (after the guardian's
 * active child has been checked) and, with `adminOnly`, only users in the admin group.
 */
export type Access = 'public' | { roles: readonly AppRole[]; adminOnly?: boolean };

export type RouteDefinition = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Full path as API Gateway and CloudFront see it, with `{param}` placeholders. */
  path: `/api/${string}`;
  domain: Domain;
  access: Access;
  params: z.ZodType;
  query: z.ZodType;
  body: z.ZodType;
  response: z.ZodType;
  /** Routes that answer with a file instead of JSON: the response schema then checks its text. */
  file?: { contentType: string; cacheControl: string };
};

const signedIn = { roles: ['student', 'tutor', 'guardian'] } as const satisfies Access;
const schoolAdmins = { ...signedIn, adminOnly: true } as const satisfies Access;

const route = <const R extends RouteDefinition>(definition: R) => definition;

/** The single route table: handlers, local gateway, CDK and the web client all read it. */
export const routes = {
  getHealth: route({
    method: 'GET',
    path: '/api/health',
    domain: 'system',
    access: 'public',
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: healthSchema,
  }),
  getBootstrap: route({
    method: 'GET',
    path: '/api/me',
    domain: 'session',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: bootstrapSchema,
  }),
  getUserProfile: route({
    method: 'GET',
    path: '/api/users/{uid}',
    domain: 'users',
    access: signedIn,
    params: userParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: userProfileSchema,
  }),
  getUnreadNotificationCount: route({
    method: 'GET',
    path: '/api/notifications/unread-count',
    domain: 'notifications',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: unreadCountSchema,
  }),
  getWeekplan: route({
    method: 'GET',
    path: '/api/weekplan',
    domain: 'timetable',
    access: signedIn,
    params: emptySchema,
    query: weekplanQuerySchema,
    body: emptySchema,
    response: weekplanSchema,
  }),
  listMyGroups: route({
    method: 'GET',
    path: '/api/groups',
    domain: 'timetable',
    access: { roles: ['tutor'] },
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: myGroupsSchema,
  }),
  getGroupWeekplan: route({
    method: 'GET',
    path: '/api/groups/{groupId}/weekplan',
    domain: 'timetable',
    access: { roles: ['tutor'] },
    params: groupParamsSchema,
    query: weekplanQuerySchema,
    body: emptySchema,
    response: weekplanSchema,
  }),
  listGroupStudents: route({
    method: 'GET',
    path: '/api/groups/{groupId}/students',
    domain: 'timetable',
    access: { roles: ['tutor'] },
    params: groupParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: groupStudentsSchema,
  }),
  getEventDetail: route({
    method: 'GET',
    path: '/api/events/{collectionName}/{id}',
    domain: 'timetable',
    access: { roles: ['tutor'] },
    params: eventDetailParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: eventDetailSchema,
  }),
  getTodayOverview: route({
    method: 'GET',
    path: '/api/today',
    domain: 'today',
    access: { roles: ['tutor'] },
    params: emptySchema,
    query: todayQuerySchema,
    body: emptySchema,
    response: todayOverviewSchema,
  }),
  createSupportTicket: route({
    method: 'POST',
    path: '/api/support/tickets',
    domain: 'support',
    access: 'public',
    params: emptySchema,
    query: emptySchema,
    body: createSupportTicketBodySchema,
    response: supportTicketCreatedSchema,
  }),
  /** Account routes act on the caller's own record, for guardians too (never the active child's). */
  updateDisplayName: route({
    method: 'PUT',
    path: '/api/account/display-name',
    domain: 'account',
    access: { roles: ['tutor', 'guardian'] },
    params: emptySchema,
    query: emptySchema,
    body: updateDisplayNameBodySchema,
    response: displayNameResultSchema,
  }),
  updateAvatar: route({
    method: 'PUT',
    path: '/api/account/avatar',
    domain: 'account',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: updateAvatarBodySchema,
    response: avatarResultSchema,
  }),
  getPushSettings: route({
    method: 'GET',
    path: '/api/account/push-settings',
    domain: 'account',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: pushSettingsSchema,
  }),
  updatePushSettings: route({
    method: 'PUT',
    path: '/api/account/push-settings',
    domain: 'account',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: updatePushSettingsBodySchema,
    response: pushSettingsSchema,
  }),
  checkActivationCode: route({
    method: 'POST',
    path: '/api/registration/codes/check',
    domain: 'registration',
    access: 'public',
    params: emptySchema,
    query: emptySchema,
    body: checkActivationCodeBodySchema,
    response: activationCodeCheckSchema,
  }),
  registerTutor: route({
    method: 'POST',
    path: '/api/registration/tutors',
    domain: 'registration',
    access: 'public',
    params: emptySchema,
    query: emptySchema,
    body: registerPersonBodySchema,
    response: registrationResultSchema,
  }),
  registerStudent: route({
    method: 'POST',
    path: '/api/registration/students',
    domain: 'registration',
    access: 'public',
    params: emptySchema,
    query: emptySchema,
    body: registerPersonBodySchema,
    response: registrationResultSchema,
  }),
  registerGuardian: route({
    method: 'POST',
    path: '/api/registration/guardians',
    domain: 'registration',
    access: 'public',
    params: emptySchema,
    query: emptySchema,
    body: registerGuardianBodySchema,
    response: registrationResultSchema,
  }),
  addStudentByCode: route({
    method: 'POST',
    path: '/api/guardian/students',
    domain: 'guardians',
    access: { roles: ['guardian'] },
    params: emptySchema,
    query: emptySchema,
    body: addStudentByCodeBodySchema,
    response: guardianStudentsSchema,
  }),
  removeStudentLink: route({
    method: 'DELETE',
    path: '/api/guardian/students/{uid}',
    domain: 'guardians',
    access: { roles: ['guardian'] },
    params: studentLinkParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: guardianStudentsSchema,
  }),
  /** Calendar subscription: the caller's own plan (a guardian's: the active child's), one link each. */
  getCalendarFeed: route({
    method: 'GET',
    path: '/api/calendar-feed',
    domain: 'calendar-feed',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: calendarFeedStatusSchema,
  }),
  createCalendarFeed: route({
    method: 'POST',
    path: '/api/calendar-feed',
    domain: 'calendar-feed',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: calendarFeedCreatedSchema,
  }),
  deleteCalendarFeed: route({
    method: 'DELETE',
    path: '/api/calendar-feed',
    domain: 'calendar-feed',
    access: signedIn,
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: calendarFeedStatusSchema,
  }),
  /** The subscribed calendar file: public, the secret token in the path is the only credential. */
  getCalendarFile: route({
    method: 'GET',
    path: '/api/ical/{feed}',
    domain: 'calendar-feed',
    access: 'public',
    params: calendarFileParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: calendarFileSchema,
    file: { contentType: 'text/calendar; charset=utf-8', cacheControl: 'private, max-age=900' },
  }),
  createCodeExport: route({
    method: 'POST',
    path: '/api/admin/code-exports',
    domain: 'codes',
    access: schoolAdmins,
    params: emptySchema,
    query: emptySchema,
    body: createCodeExportBodySchema,
    response: codeExportSchema,
  }),
  getCodeCardTemplate: route({
    method: 'GET',
    path: '/api/admin/code-card-template',
    domain: 'codes',
    access: schoolAdmins,
    params: emptySchema,
    query: emptySchema,
    body: emptySchema,
    response: codeCardTemplateSchema,
  }),
  updateCodeCardTemplate: route({
    method: 'PUT',
    path: '/api/admin/code-card-template',
    domain: 'codes',
    access: schoolAdmins,
    params: emptySchema,
    query: emptySchema,
    body: updateCodeCardTemplateBodySchema,
    response: codeCardTemplateSchema,
  }),
  /** Admin import 'Benutzer hinzufügen': the caller's school only, admins only. */
  createUserImport: route({
    method: 'POST',
    path: '/api/user-imports',
    domain: 'user-import',
    access: schoolAdmins,
    params: emptySchema,
    query: emptySchema,
    body: createUserImportBodySchema,
    response: userImportCreatedSchema,
  }),
  checkUserImport: route({
    method: 'POST',
    path: '/api/user-imports/{importId}/check',
    domain: 'user-import',
    access: schoolAdmins,
    params: userImportParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: userImportCheckSchema,
  }),
  startUserImport: route({
    method: 'POST',
    path: '/api/user-imports/{importId}/start',
    domain: 'user-import',
    access: schoolAdmins,
    params: userImportParamsSchema,
    query: emptySchema,
    body: startUserImportBodySchema,
    response: userImportStatusSchema,
  }),
  getUserImport: route({
    method: 'GET',
    path: '/api/user-imports/{importId}',
    domain: 'user-import',
    access: schoolAdmins,
    params: userImportParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: userImportStatusSchema,
  }),
  /** Admin 'Stundenplan importieren': upload targets, inspection, start and polling of the job. */
  createTimetableImport: route({
    method: 'POST',
    path: '/api/timetable-imports',
    domain: 'untis-import',
    access: schoolAdmins,
    params: emptySchema,
    query: emptySchema,
    body: createTimetableImportBodySchema,
    response: timetableImportUploadsSchema,
  }),
  inspectTimetableImport: route({
    method: 'POST',
    path: '/api/timetable-imports/{jobId}/inspect',
    domain: 'untis-import',
    access: schoolAdmins,
    params: timetableImportParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: timetableImportJobSchema,
  }),
  startTimetableImport: route({
    method: 'POST',
    path: '/api/timetable-imports/{jobId}/start',
    domain: 'untis-import',
    access: schoolAdmins,
    params: timetableImportParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: timetableImportJobSchema,
  }),
  getTimetableImport: route({
    method: 'GET',
    path: '/api/timetable-imports/{jobId}',
    domain: 'untis-import',
    access: schoolAdmins,
    params: timetableImportParamsSchema,
    query: emptySchema,
    body: emptySchema,
    response: timetableImportJobSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RoutesOf<D extends Domain> = {
  [N in RouteName]: Routes[N]['domain'] extends D ? N : never;
}[RouteName];

export type RouteInput<N extends RouteName> = {
  params: z.infer<Routes[N]['params']>;
  query: z.infer<Routes[N]['query']>;
  body: z.infer<Routes[N]['body']>;
};
export type RouteResponse<N extends RouteName> = z.infer<Routes[N]['response']>;

export const routeKey = (definition: Pick<RouteDefinition, 'method' | 'path'>) => `${definition.method} ${definition.path}`;

export const routeEntries = Object.entries(routes) as [RouteName, RouteDefinition][];

/** Fills `{param}` placeholders; values are URI-encoded. */
export const buildPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });

/** Matches a concrete path against a route path; returns the decoded params or null. */
export const matchPath = (pattern: string, actual: string): Record<string, string> | null => {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  const match = regex.exec(actual);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
};
