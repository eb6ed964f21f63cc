import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/page-loader.component.js';
import { LoaderPage } from '../features/auth/loader.page.js';
import { LoginPage } from '../features/auth/login.page.js';
import { texts } from '../i18n/texts.de.js';
import { AppShell } from './app-shell.layout.js';
import { RequireAdmin, RequireAuth } from './require-auth.guard.js';

const StartPage = lazy(() => import('../features/start/start.page.js').then((m) => ({ default: m.StartPage })));
const NoStudentPage = lazy(() => import('../features/start/no-student.page.js').then((m) => ({ default: m.NoStudentPage })));
const SignUpPage = lazy(() => import('../features/auth/sign-up.page.js').then((m) => ({ default: m.SignUpPage })));
const RegisterGuardianPage = lazy(() =>
  import('../features/registration/register-guardian.page.js').then((m) => ({ default: m.RegisterGuardianPage })),
);
const RegisterPersonPage = lazy(() =>
  import('../features/registration/register-person.page.js').then((m) => ({ default: m.RegisterPersonPage })),
);
const WeekplanPage = lazy(() => import('../features/weekplan/weekplan.page.js').then((m) => ({ default: m.WeekplanPage })));
const GroupOverviewPage = lazy(() => import('../features/groups/group-overview.page.js').then((m) => ({ default: m.GroupOverviewPage })));
const GroupStudentsPage = lazy(() => import('../features/groups/group-students.page.js').then((m) => ({ default: m.GroupStudentsPage })));
const MyGroupsPage = lazy(() => import('../features/groups/my-groups.page.js').then((m) => ({ default: m.MyGroupsPage })));
const EventDetailPage = lazy(() => import('../features/event-detail/event-detail.page.js').then((m) => ({ default: m.EventDetailPage })));
const TodayOverviewPage = lazy(() => import('../features/today/today-overview.page.js').then((m) => ({ default: m.TodayOverviewPage })));
const AdminPage = lazy(() => import('../features/admin/admin.page.js').then((m) => ({ default: m.AdminPage })));
const TimetableImportPage = lazy(() =>
  import('../features/timetable-import/timetable-import.page.js').then((m) => ({ default: m.TimetableImportPage })),
);
const UserImportPage = lazy(() => import('../features/user-import/user-import.page.js').then((m) => ({ default: m.UserImportPage })));
const PlaceholderPage = lazy(() => import('../components/placeholder.page.js').then((m) => ({ default: m.PlaceholderPage })));

const { titles } = texts;

/** Protected pages not built yet: each renders the placeholder under its title. */
const pendingPages: { path: string; title: string }[] = [
  { path: '/calendar', title: titles.calendar },
  { path: '/courseSubscribe', title: titles.courseSubscribe },
  { path: '/pins', title: titles.pins },
  { path: '/eventDetail/:collectionName/:id/classbook', title: titles.classbook },
  { path: '/classbookStatistic', title: titles.classbookStatistic },
  { path: '/mycourses', title: titles.mycourses },
  { path: '/notifications', title: titles.notifications },
  { path: '/resources', title: titles.resources },
  { path: '/storage', title: titles.storage },
  { path: '/polls', title: titles.polls },
  { path: '/poll/:id', title: titles.poll },
  { path: '/help', title: titles.help },
];

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
      <Route path="/groupOverview" element={<GroupOverviewPage />} />
      <Route path="/groupOverview/:id/students" element={<GroupStudentsPage />} />
      <Route path="/mygroups/:id" element={<MyGroupsPage />} />
      <Route path="/todayOverview" element={<TodayOverviewPage />} />
      {pendingPages.map(({ path, title }) => (
        <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
      ))}
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
      <Route path="/noStudent" element={<NoStudentPage />} />
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Routes>
);
