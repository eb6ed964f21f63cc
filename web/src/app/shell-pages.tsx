import { AdminPage } from '../features/admin/index.js';
import { CalendarPage, CalendarsAdminPage } from '../features/calendar/index.js';
import { ClassbookPage } from '../features/classbook/index.js';
import { ClassbookStatisticPage } from '../features/classbook-statistic/index.js';
import { CourseSubscribePage, MyCoursesPage } from '../features/courses/index.js';
import { EventDetailPage } from '../features/event-detail/index.js';
import { HelpPage, SystemPage } from '../features/help/index.js';
import { GroupOverviewPage, GroupStudentsPage, MyGroupsPage } from '../features/groups/index.js';
import { DevicesAdminPage, ResourcesPage } from '../features/reservations/index.js';
import { NotificationsPage } from '../features/notifications/index.js';
import { PinboardsAdminPage, PinsPage } from '../features/pins/index.js';
import { PollPage, PollsPage } from '../features/polls/index.js';
import { SchoolSettingsPage } from '../features/school-settings/index.js';
import { NoStudentPage } from '../features/start/index.js';
import { StoragePage } from '../features/storage/index.js';
import { TimetableImportPage } from '../features/timetable-import/index.js';
import { TodayOverviewPage } from '../features/today/index.js';
import { AuditLogPage, UsersAdminPage } from '../features/user-admin/index.js';
import { UserImportPage } from '../features/user-import/index.js';
import { WeekplanPage } from '../features/weekplan/index.js';
import type { AppPage } from './app-page.js';

/** The signed-in pages inside the shell (the start page is its index route). */
export const shellPages: AppPage[] = [
  { path: '/weekplan', page: <WeekplanPage /> },
  { path: '/eventDetail/:collectionName/:id', page: <EventDetailPage /> },
  { path: '/eventDetail/:collectionName/:id/classbook', page: <ClassbookPage />, wrap: 'lazy' },
  { path: '/classbookStatistic', page: <ClassbookStatisticPage />, wrap: 'lazy' },
  { path: '/groupOverview', page: <GroupOverviewPage /> },
  { path: '/groupOverview/:id/students', page: <GroupStudentsPage /> },
  { path: '/mygroups/:id', page: <MyGroupsPage /> },
  { path: '/todayOverview', page: <TodayOverviewPage />, wrap: 'tutor' },
  { path: '/notifications', page: <NotificationsPage /> },
  { path: '/calendar', page: <CalendarPage /> },
  { path: '/pins', page: <PinsPage /> },
  { path: '/polls', page: <PollsPage /> },
  { path: '/poll/:id', page: <PollPage /> },
  { path: '/courseSubscribe', page: <CourseSubscribePage />, wrap: 'lazy' },
  { path: '/mycourses', page: <MyCoursesPage />, wrap: 'lazy' },
  { path: '/storage', page: <StoragePage />, wrap: 'lazy' },
  { path: '/help', page: <HelpPage /> },
  { path: '/test', page: <SystemPage /> },
  { path: '/admin', page: <AdminPage />, wrap: 'admin' },
  { path: '/admin/users', page: <UsersAdminPage />, wrap: 'admin' },
  { path: '/admin/audit-log', page: <AuditLogPage />, wrap: 'admin' },
  { path: '/admin/school', page: <SchoolSettingsPage />, wrap: 'admin' },
  { path: '/admin/import', page: <UserImportPage />, wrap: 'admin' },
  { path: '/admin/timetable-import', page: <TimetableImportPage />, wrap: 'admin' },
  { path: '/admin/pinboards', page: <PinboardsAdminPage />, wrap: 'admin' },
  { path: '/admin/calendars', page: <CalendarsAdminPage />, wrap: 'admin' },
  { path: '/resources', page: <ResourcesPage /> },
  { path: '/admin/resources', page: <DevicesAdminPage />, wrap: 'admin' },
  { path: '/noStudent', page: <NoStudentPage /> },
];
