export { useReloadBootstrap } from './auth.api.js';
export { AuthContext, useAuth, useBootstrap, type AuthContextValue } from './auth.context.js';
export { AuthProvider } from './auth.provider.js';
export { LoaderPage } from './loader.page.js';
