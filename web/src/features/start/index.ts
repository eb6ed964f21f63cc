import { lazy } from 'react';

export const StartPage = lazy(() => import('./start.page.js').then((m) => ({ default: m.StartPage })));
export const NoStudentPage = lazy(() => import('./no-student.page.js').then((m) => ({ default: m.NoStudentPage })));
/** The drawer: the app shell renders it after the first click on the menu button. */
export const SideMenu = lazy(() => import('./side-menu.drawer.js').then((m) => ({ default: m.SideMenu })));
