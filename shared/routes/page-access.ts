import { signedIn, type Access } from './define-routes.js';
import type { PageAccess } from './page-permission.js';
import { routes, type RouteName } from './index.js';

/** A page for anyone signed in. */
const anyone: PageAccess = { roles: signedIn.roles, adminOnly: false };

/** A page needs the API routes it reads: it is open to whoever may call one of them (the route table's access). */
const reading = (...names: RouteName[]): PageAccess => {
  const accesses: Access[] = names.map((name) => routes[name].access);
  const granted = accesses.filter((access) => access !== 'public');
  if (granted.length < accesses.length) return anyone;
  return {
    roles: signedIn.roles.filter((role) => granted.some((access) => access.roles.includes(role))),
    adminOnly: granted.every((access) => access.adminOnly === true),
  };
};

/**
 * The signed-in pages of the web app (react-router paths) and who may open them, derived from the
 * API routes each page reads. The web app's guard reads this one table for every page; the build
 * writes it into the app as data (`__PAGE_ACCESS__`, web/vite.config.ts), so the route table and its
 * schemas stay out of the app's first load.
 */
export const pageAccess = {
  '/weekplan': reading('getWeekplan'),
  '/eventDetail/:collectionName/:id': reading('getEventDetail'),
  '/eventDetail/:collectionName/:id/classbook': reading('getLessonRegister'),
  '/classbookStatistic': reading('getClassbookStatistic'),
  '/groupOverview': reading('listMyGroups'),
  '/groupOverview/:id/students': reading('listGroupStudents'),
  '/mygroups/:id': reading('getGroupWeekplan'),
  '/todayOverview': reading('getTodayOverview'),
  '/substitutions': reading('getSubstitutionPlan'),
  '/notifications': reading('listReceivedNotifications'),
  '/calendar': reading('getCalendarPage'),
  '/pins': reading('listCurrentPins'),
  '/polls': reading('listPolls'),
  '/poll/:id': reading('getPoll'),
  '/courseSubscribe': reading('getCourseSubscribeList', 'listCourseOffers'),
  '/mycourses': reading('getMyCourses'),
  '/storage': reading('listStorageFolder'),
  '/help': anyone,
  '/test': reading('getHealth'),
  '/admin': reading('getSchoolSettings'),
  '/admin/users': reading('listSchoolUsers'),
  '/admin/audit-log': reading('listAuditLog'),
  '/admin/school': reading('getSchoolSettings'),
  '/admin/import': reading('createUserImport'),
  '/admin/timetable-import': reading('createTimetableImport'),
  '/admin/pinboards': reading('listSchoolPinboards'),
  '/admin/calendars': reading('listCalendars'),
  '/admin/display-links': reading('listDisplayLinks'),
  '/resources': reading('getResourceCatalog'),
  '/admin/resources': reading('createBuilding'),
  '/noStudent': anyone,
} as const satisfies Record<string, PageAccess>;

export type PagePath = keyof typeof pageAccess;
