import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
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

/** /admin: admins only, everyone else back to the start page. */
export const RequireAdmin = ({ children }: { children: ReactNode }) => {
  const { bootstrap } = useAuth();
  return bootstrap?.user.isAdmin ? children : <Navigate to="/" replace />;
};

/** Pages for tutors only (the today overview): students and guardians back to the start page. */
export const RequireTutor = ({ children }: { children: ReactNode }) => {
  const { bootstrap } = useAuth();
  return bootstrap?.internalRole === 'tutor' ? children : <Navigate to="/" replace />;
};
