import { LoaderPage } from '../features/auth/index.js';
import type { AppPage } from './app-page.js';
import { DisplayPage, LoginPage, RegisterGuardianPage, RegisterPersonPage, SignUpPage } from './lazy-pages.js';

/** Login, /loader, the registration pages and the hallway screen (/display/<token>): reachable without a session. */
export const publicPages: AppPage[] = [
  { path: '/login', page: <LoginPage />, wrap: 'lazy' },
  { path: '/loader', page: <LoaderPage /> },
  { path: '/signUp', page: <SignUpPage />, wrap: 'lazy' },
  { path: '/registerGuardian', page: <RegisterGuardianPage />, wrap: 'lazy' },
  { path: '/registerTutor', page: <RegisterPersonPage kind="tutor" />, wrap: 'lazy' },
  { path: '/registerStudent', page: <RegisterPersonPage kind="student" />, wrap: 'lazy' },
  { path: '/display/:token', page: <DisplayPage />, wrap: 'lazy' },
];
