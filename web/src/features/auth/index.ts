export { useReloadBootstrap } from './auth.api.js';
export { AuthContext, useAuth, useBootstrap, type AuthContextValue } from './use-auth.hook.js';
export { AuthProvider } from './auth-provider.component.js';
export { LoaderPage } from './loader.page.js';
