import { lazy } from 'react';

export { useUnreadPinCount } from './pins.api.js';

export const PinsPage = lazy(() => import('./pins.page.js').then((m) => ({ default: m.PinsPage })));
