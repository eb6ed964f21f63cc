import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/page-loader.component.js';
import { AdminPage } from '../features/admin/index.js';
import { CalendarPage, CalendarsAdminPage } from '../features/calendar/index.js';
import { ClassbookPage } from '../features/classbook/index.js';
import { ClassbookStatisticPage } from '../features/classbook-statistic/index.js';
import { LoaderPage, LoginPage, SignUpPage } from '../features/auth/index.js';
import { CourseSubscribePage, MyCoursesPage } from '../features/courses/index.js';
import { EventDetailPage } from '../features/event-detail/index.js';
import { HelpPage, SystemPage } from '../features/help/index.js';
import { GroupOverviewPage, GroupStudentsPage, MyGroupsPage } from '../features/groups/index.js';
import { RegisterGuardianPage, RegisterPersonPage } from '../features/registration/index.js';
import { DevicesAdminPage, ResourcesPage } from '../features/reservations/index.js';
import { NotificationsPage } from '../features/notifications/index.js';
import { PinboardsAdminPage, PinsPage } from '../features/pins/index.js';
import { PollPage, PollsPage } from '../features/polls/index.js';
import { NoStudentPage, StartPage } from '../features/start/index.js';
import { StoragePage } from '../features/storage/index.js';
import { TimetableImportPage } from '../features/timetable-import/index.js';
import { TodayOverviewPage } from '../features/today/index.js';
import { UserImportPage } from '../features/user-import/index.js';
import { WeekplanPage } from '../features/weekplan/index.js';
import { AppShell } from './app-shell.layout.js';
import { RequireAdmin, RequireAuth, RequireTutor } from './require-auth.guard.js';

/** Public registration pages. */
const registrationPages: { path: string; page: ReactNode }[] = [
  { path: '/registerGuardian', page: <RegisterGuardianPage /> },
  { path: '/registerTutor', page: <RegisterPersonPage kind="tutor" /> },
  { path: '/registerStudent', page: <RegisterPersonPage kind="student" /> },
];

const Lazy = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageLoader />}>{children}</Suspense>;

/** The spec's routes: public login and registration, /loader, and the protected pages in the shell. */
export const AppRoutes = () => (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/loader" element={<LoaderPage />} />
    <Route
      path="/signUp"
      element={
        <Lazy>
          <SignUpPage />
        </Lazy>
      }
    />
    {registrationPages.map(({ path, page }) => (
      <Route key={path} path={path} element={<Lazy>{page}</Lazy>} />
    ))}
    <Route
      element={
        <RequireAuth>
          <AppShell />
        </RequireAuth>
      }
    >
      <Route index element={<StartPage />} />
      <Route path="/weekplan" element={<WeekplanPage />} />
      <Route path="/eventDetail/:collectionName/:id" element={<EventDetailPage />} />
      <Route
        path="/eventDetail/:collectionName/:id/classbook"
        element={
          <Lazy>
            <ClassbookPage />
          </Lazy>
        }
      />
      <Route
        path="/classbookStatistic"
        element={
          <Lazy>
            <ClassbookStatisticPage />
          </Lazy>
        }
      />
      <Route path="/groupOverview" element={<GroupOverviewPage />} />
      <Route path="/groupOverview/:id/students" element={<GroupStudentsPage />} />
      <Route path="/mygroups/:id" element={<MyGroupsPage />} />
      <Route
        path="/todayOverview"
        element={
          <RequireTutor>
            <TodayOverviewPage />
          </RequireTutor>
        }
      />
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/calendar" element={<CalendarPage />} />
      <Route path="/pins" element={<PinsPage />} />
      <Route path="/polls" element={<PollsPage />} />
      <Route path="/poll/:id" element={<PollPage />} />
      <Route
        path="/courseSubscribe"
        element={
          <Lazy>
            <CourseSubscribePage />
          </Lazy>
        }
      />
      <Route
        path="/mycourses"
        element={
          <Lazy>
            <MyCoursesPage />
          </Lazy>
        }
      />
      <Route
        path="/storage"
        element={
          <Lazy>
            <StoragePage />
          </Lazy>
        }
      />
      <Route path="/help" element={<HelpPage />} />
      <Route path="/test" element={<SystemPage />} />
      <Route
        path="/admin"
        element={
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/import"
        element={
          <RequireAdmin>
            <UserImportPage />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/timetable-import"
        element={
          <RequireAdmin>
            <TimetableImportPage />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/pinboards"
        element={
          <RequireAdmin>
            <PinboardsAdminPage />
          </RequireAdmin>
        }
      />
      <Route
        path="/admin/calendars"
        element={
          <RequireAdmin>
            <CalendarsAdminPage />
          </RequireAdmin>
        }
      />
      <Route path="/resources" element={<ResourcesPage />} />
      <Route
        path="/admin/resources"
        element={
          <RequireAdmin>
            <DevicesAdminPage />
          </RequireAdmin>
        }
      />
      <Route path="/noStudent" element={<NoStudentPage />} />
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Routes>
);
