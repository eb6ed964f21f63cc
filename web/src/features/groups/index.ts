import { lazy } from 'react';

export const GroupOverviewPage = lazy(() => import('./group-overview.page.js').then((m) => ({ default: m.GroupOverviewPage })));
export const GroupStudentsPage = lazy(() => import('./group-students.page.js').then((m) => ({ default: m.GroupStudentsPage })));
export const MyGroupsPage = lazy(() => import('./my-groups.page.js').then((m) => ({ default: m.MyGroupsPage })));
export { useMyGroups } from './groups.api.js';
