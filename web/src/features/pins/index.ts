import { lazy } from 'react';

export { useUnreadPinCount } from './pins.api.js';

export { PinboardsAdminCard } from './pinboards-admin.card.js';

export const PinboardsAdminPage = lazy(() => import('./pinboards-admin.page.js').then((m) => ({ default: m.PinboardsAdminPage })));
export const PinsPage = lazy(() => import('./pins.page.js').then((m) => ({ default: m.PinsPage })));
