import { lazy } from 'react';

export const AdminPage = lazy(() => import('./admin.page.js').then((m) => ({ default: m.AdminPage })));
