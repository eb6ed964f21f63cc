import { lazy } from 'react';

export const ClassbookStatisticPage = lazy(() =>
  import('./classbook-statistic.page.js').then((m) => ({ default: m.ClassbookStatisticPage })),
);
export { ClassStatisticLinks } from './class-statistic-links.component.js';
