import { lazy } from 'react';

export const ClassbookPage = lazy(() => import('./classbook.page.js').then((m) => ({ default: m.ClassbookPage })));
