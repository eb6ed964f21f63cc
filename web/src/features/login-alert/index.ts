import { lazy } from 'react';

export { LoginAlertCard } from './login-alert.card.js';

/** Loaded with the app shell: the dialog of a message the person has not confirmed yet. */
export const LoginAlertOnSignIn = lazy(() => import('./login-alert.dialog.js').then((m) => ({ default: m.LoginAlertOnSignIn })));
