import { Suspense, type ReactNode } from 'react';
import type { PagePath } from '@shared/routes/page-access.js';
import { PageLoader } from '../components/page-loader.component.js';

/** A route of the app: its path, its page and whether it is loaded lazily. */
export interface AppPage {
  path: string;
  page: ReactNode;
  wrap?: 'lazy';
}

/** A signed-in page: its path is one of the shared page table, which says who may open it. */
export interface ShellPage extends AppPage {
  path: PagePath;
}

/** The page in its wrapper: a lazily loaded page shows the page loader until its code is there. */
export const PageElement = ({ page, wrap }: AppPage) => (wrap === 'lazy' ? <Suspense fallback={<PageLoader />}>{page}</Suspense> : page);
