import { lazy } from 'react';

export const EventDetailPage = lazy(() => import('./event-detail.page.js').then((m) => ({ default: m.EventDetailPage })));
export { useEventDetail } from './event-detail.api.js';
