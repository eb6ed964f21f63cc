import { lazy } from 'react';

export { UserAdminCards } from './user-admin.cards.js';

export const UsersAdminPage = lazy(() => import('./users-admin.page.js').then((m) => ({ default: m.UsersAdminPage })));
export const AuditLogPage = lazy(() => import('./audit-log.page.js').then((m) => ({ default: m.AuditLogPage })));
