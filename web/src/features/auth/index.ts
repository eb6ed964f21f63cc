import { lazy } from 'react';

export { useReloadBootstrap } from './auth.api.js';
export { AuthContext, useAuth, useBootstrap, type AuthContextValue } from './auth.context.js';
export { AuthProvider } from './auth.provider.js';
export { LoaderPage } from './loader.page.js';

/** The login page's module: loaded lazily, and early by main.tsx when the app opens on /login. */
export const loadLoginPage = () => import('./login.page.js');

export const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
export const SignUpPage = lazy(() => import('./sign-up.page.js').then((m) => ({ default: m.SignUpPage })));
