import { lazy } from 'react';

export const RegisterGuardianPage = lazy(() => import('./register-guardian.page.js').then((m) => ({ default: m.RegisterGuardianPage })));
export const RegisterPersonPage = lazy(() => import('./register-person.page.js').then((m) => ({ default: m.RegisterPersonPage })));
