import { lazy } from 'react';

export { UserImportCard } from './user-import.card.js';

export const UserImportPage = lazy(() => import('./user-import.page.js').then((m) => ({ default: m.UserImportPage })));
