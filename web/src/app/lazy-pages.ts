import { lazy } from 'react';

/**
 * Every lazily loaded page and shell part, registered here in the app shell and nowhere else: a
 * feature's index.ts exports only what other features use, so no feature reaches another's pages
 * and the import graph (lazy imports counted) has no circle (`npm run lint:graph`).
 */

/** The login page's module: loaded lazily, and early by main.tsx when the app opens on /login. */
export const loadLoginPage = () => import('../features/auth/login.page.js');

export const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
export const SignUpPage = lazy(() => import('../features/auth/sign-up.page.js').then((m) => ({ default: m.SignUpPage })));
export const RegisterGuardianPage = lazy(() =>
  import('../features/registration/register-guardian.page.js').then((m) => ({ default: m.RegisterGuardianPage })),
);
export const RegisterPersonPage = lazy(() =>
  import('../features/registration/register-person.page.js').then((m) => ({ default: m.RegisterPersonPage })),
);

export const StartPage = lazy(() => import('../features/start/start.page.js').then((m) => ({ default: m.StartPage })));
export const NoStudentPage = lazy(() => import('../features/start/no-student.page.js').then((m) => ({ default: m.NoStudentPage })));
/** The drawer: the app shell renders it after the first click on the menu button. */
export const SideMenu = lazy(() => import('../features/start/side-menu.component.js').then((m) => ({ default: m.SideMenu })));
/** Loaded with the app shell only when this device runs a new version (see whats-new.store.ts). */
export const WhatsNewOnUpdate = lazy(() =>
  import('../features/help/whats-new-on-update.component.js').then((m) => ({ default: m.WhatsNewOnUpdate })),
);
/** Loaded with the app shell: the dialog of a message the person has not confirmed yet. */
export const LoginAlertOnSignIn = lazy(() =>
  import('../features/login-alerts/login-alert.dialog.js').then((m) => ({ default: m.LoginAlertOnSignIn })),
);

export const WeekplanPage = lazy(() => import('../features/weekplan/weekplan.page.js').then((m) => ({ default: m.WeekplanPage })));
export const EventDetailPage = lazy(() =>
  import('../features/event-detail/event-detail.page.js').then((m) => ({ default: m.EventDetailPage })),
);
export const ClassbookPage = lazy(() => import('../features/classbook/classbook.page.js').then((m) => ({ default: m.ClassbookPage })));
export const ClassbookStatisticPage = lazy(() =>
  import('../features/classbook-statistic/classbook-statistic.page.js').then((m) => ({ default: m.ClassbookStatisticPage })),
);
export const GroupOverviewPage = lazy(() =>
  import('../features/groups/group-overview.page.js').then((m) => ({ default: m.GroupOverviewPage })),
);
export const GroupStudentsPage = lazy(() =>
  import('../features/groups/group-students.page.js').then((m) => ({ default: m.GroupStudentsPage })),
);
export const MyGroupsPage = lazy(() => import('../features/groups/my-groups.page.js').then((m) => ({ default: m.MyGroupsPage })));
export const TodayOverviewPage = lazy(() =>
  import('../features/today/today-overview.page.js').then((m) => ({ default: m.TodayOverviewPage })),
);
export const SubstitutionsPage = lazy(() =>
  import('../features/substitutions/substitutions.page.js').then((m) => ({ default: m.SubstitutionsPage })),
);
export const DisplayLinksAdminPage = lazy(() =>
  import('../features/display-links/display-links-admin.page.js').then((m) => ({ default: m.DisplayLinksAdminPage })),
);
/** A hallway screen's page: public, the secret link is its only credential. */
export const DisplayPage = lazy(() => import('../features/display-links/display.page.js').then((m) => ({ default: m.DisplayPage })));
export const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications.page.js').then((m) => ({ default: m.NotificationsPage })),
);
export const CalendarPage = lazy(() => import('../features/calendar/calendar.page.js').then((m) => ({ default: m.CalendarPage })));
export const CalendarsAdminPage = lazy(() =>
  import('../features/calendar/calendars-admin.page.js').then((m) => ({ default: m.CalendarsAdminPage })),
);
export const PinsPage = lazy(() => import('../features/pins/pins.page.js').then((m) => ({ default: m.PinsPage })));
export const PinboardsAdminPage = lazy(() =>
  import('../features/pins/pinboards-admin.page.js').then((m) => ({ default: m.PinboardsAdminPage })),
);
export const PollsPage = lazy(() => import('../features/polls/polls.page.js').then((m) => ({ default: m.PollsPage })));
export const PollPage = lazy(() => import('../features/polls/poll.page.js').then((m) => ({ default: m.PollPage })));
export const CourseSubscribePage = lazy(() =>
  import('../features/courses/course-subscribe.page.js').then((m) => ({ default: m.CourseSubscribePage })),
);
export const MyCoursesPage = lazy(() => import('../features/courses/my-courses.page.js').then((m) => ({ default: m.MyCoursesPage })));
export const StoragePage = lazy(() => import('../features/storage/storage.page.js').then((m) => ({ default: m.StoragePage })));
export const HelpPage = lazy(() => import('../features/help/help.page.js').then((m) => ({ default: m.HelpPage })));
export const SystemPage = lazy(() => import('../features/help/system.page.js').then((m) => ({ default: m.SystemPage })));
export const AdminPage = lazy(() => import('../features/admin/admin.page.js').then((m) => ({ default: m.AdminPage })));
export const UsersAdminPage = lazy(() => import('../features/users/users-admin.page.js').then((m) => ({ default: m.UsersAdminPage })));
export const AuditLogPage = lazy(() => import('../features/users/audit-log.page.js').then((m) => ({ default: m.AuditLogPage })));
export const SchoolSettingsPage = lazy(() =>
  import('../features/schools/school-settings.page.js').then((m) => ({ default: m.SchoolSettingsPage })),
);
export const UserImportPage = lazy(() =>
  import('../features/user-import/user-import.page.js').then((m) => ({ default: m.UserImportPage })),
);
export const TimetableImportPage = lazy(() =>
  import('../features/timetable-import/timetable-import.page.js').then((m) => ({ default: m.TimetableImportPage })),
);
export const ResourcesPage = lazy(() => import('../features/reservations/resources.page.js').then((m) => ({ default: m.ResourcesPage })));
export const DevicesAdminPage = lazy(() =>
  import('../features/reservations/devices-admin.page.js').then((m) => ({ default: m.DevicesAdminPage })),
);
