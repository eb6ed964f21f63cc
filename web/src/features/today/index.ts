import { lazy } from 'react';

export { TodayDay } from './today-day.component.js';

export const TodayOverviewPage = lazy(() => import('./today-overview.page.js').then((m) => ({ default: m.TodayOverviewPage })));
