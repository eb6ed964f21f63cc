import { lazy } from 'react';

export { useReloadBootstrap } from './auth.api.js';
export { AuthContext, useAuth, useBootstrap, type AuthContextValue } from './auth.context.js';
export { AuthProvider } from './auth.provider.js';
export { LoaderPage } from './loader.page.js';
export { LoginPage } from './login.page.js';

export const SignUpPage = lazy(() => import('./sign-up.page.js').then((m) => ({ default: m.SignUpPage })));
