import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../components/page-loader.component.js';
import { RequireAdmin, RequireTutor } from './require-auth.guard.js';

/** A route of the app: its path, its page and what wraps it (loaded lazily, tutors or admins only). */
export interface AppPage {
  path: string;
  page: ReactNode;
  wrap?: 'lazy' | 'tutor' | 'admin';
}

/** The page in its wrapper: a lazily loaded page shows the page loader until its code is there. */
export const PageElement = ({ page, wrap }: AppPage) => {
  switch (wrap) {
    case 'lazy':
      return <Suspense fallback={<PageLoader />}>{page}</Suspense>;
    case 'tutor':
      return <RequireTutor>{page}</RequireTutor>;
    case 'admin':
      return <RequireAdmin>{page}</RequireAdmin>;
    case undefined:
      return page;
  }
};
