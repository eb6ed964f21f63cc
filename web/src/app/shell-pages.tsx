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
import type { ShellPage } from './app-page.js';

/** The signed-in pages inside the shell (the start page is its index route); who may open them is in the shared page table. */
export const shellPages: ShellPage[] = [
  { path: '/weekplan', page: <WeekplanPage /> },
  { path: '/eventDetail/:collectionName/:id', page: <EventDetailPage /> },
  { path: '/eventDetail/:collectionName/:id/classbook', page: <ClassbookPage />, wrap: 'lazy' },
  { path: '/classbookStatistic', page: <ClassbookStatisticPage />, wrap: 'lazy' },
  { path: '/groupOverview', page: <GroupOverviewPage /> },
  { path: '/groupOverview/:id/students', page: <GroupStudentsPage /> },
  { path: '/mygroups/:id', page: <MyGroupsPage /> },
  { path: '/todayOverview', page: <TodayOverviewPage /> },
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
  { path: '/admin', page: <AdminPage /> },
  { path: '/admin/users', page: <UsersAdminPage /> },
  { path: '/admin/audit-log', page: <AuditLogPage /> },
  { path: '/admin/school', page: <SchoolSettingsPage /> },
  { path: '/admin/import', page: <UserImportPage /> },
  { path: '/admin/timetable-import', page: <TimetableImportPage /> },
  { path: '/admin/pinboards', page: <PinboardsAdminPage /> },
  { path: '/admin/calendars', page: <CalendarsAdminPage /> },
  { path: '/resources', page: <ResourcesPage /> },
  { path: '/admin/resources', page: <DevicesAdminPage /> },
  { path: '/noStudent', page: <NoStudentPage /> },
];
