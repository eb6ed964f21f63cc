import { lazy } from 'react';

export { DevicesAdminCard } from './devices-admin.card.js';

export const ResourcesPage = lazy(() => import('./resources.page.js').then((m) => ({ default: m.ResourcesPage })));
export const DevicesAdminPage = lazy(() => import('./devices-admin.page.js').then((m) => ({ default: m.DevicesAdminPage })));
