import { lazy } from 'react';

export { EventTile } from './event-tile.component.js';
export { WeekplanView } from './weekplan-view.component.js';

export const WeekplanPage = lazy(() => import('./weekplan.page.js').then((m) => ({ default: m.WeekplanPage })));
