import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PagePath } from '@shared/routes/page-access.js';
import { mayOpenPage } from '@shared/routes/page-permission.js';
import { useAuth } from '../features/auth/index.js';

/**
 * Protected routes: without a loaded session to /loader?redirect=<path+search>; a guardian
 * without linked children only sees /noStudent.
 */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { bootstrap } = useAuth();
  const { pathname, search } = useLocation();
  if (!bootstrap) return <Navigate to={`/loader?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  const withoutStudent = bootstrap.user.role === 'guardian' && bootstrap.students.length === 0;
  if (withoutStudent && pathname !== '/noStudent') return <Navigate to="/noStudent" replace />;
  if (!withoutStudent && pathname === '/noStudent') return <Navigate to="/" replace />;
  return children;
};

/** What the start page gets in the history state when a page sent the person home. */
export interface PageDeniedState {
  pageDenied: true;
}

export const isPageDenied = (state: unknown): state is PageDeniedState =>
  typeof state === 'object' && state !== null && (state as Partial<PageDeniedState>).pageDenied === true;

/**
 * Every signed-in page: open to the roles of the API routes it reads (the shared page table);
 * anyone else lands on the start page, which says why.
 */
export const RequirePageAccess = ({ path, children }: { path: PagePath; children: ReactNode }) => {
  const { bootstrap } = useAuth();
  if (bootstrap && mayOpenPage(__PAGE_ACCESS__[path], bootstrap.user)) return children;
  return <Navigate to="/" replace state={{ pageDenied: true } satisfies PageDeniedState} />;
};
