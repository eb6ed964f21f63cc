import { lazy } from 'react';

export { SchoolSettingsCard } from './school-settings.card.js';

export const SchoolSettingsPage = lazy(() => import('./school-settings.page.js').then((m) => ({ default: m.SchoolSettingsPage })));
