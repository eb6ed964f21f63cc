import { ThemeProvider } from '@aws-amplify/ui-react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AuthProvider } from '../features/auth/index.js';
import { ApiError } from '../lib/api-error.js';
import { AppRoutes } from './app-routes.js';
import { PageAnnouncer } from './page-announcer.js';
import { ScrollToTop } from './scroll-to-top.js';
import { theme } from './theme.js';

/** Retries only what may pass on its own: no retry for 4xx answers. */
const onErrorRetry: SWRConfiguration['onErrorRetry'] = (error, _key, config, revalidate, { retryCount }) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
  if (retryCount >= 3) return;
  setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval * 2 ** retryCount);
};

const swrConfig: SWRConfiguration = { onErrorRetry };

/** Everything that needs the router (the session navigates), around the app's routes. */
const Root = () => (
  <SWRConfig value={swrConfig}>
    <AuthProvider>
      <ScrollToTop />
      <PageAnnouncer />
      <AppRoutes />
    </AuthProvider>
  </SWRConfig>
);

/**
 * A data router, so a page can hold navigation (useBlocker: the files page while uploads run); one
 * splat route hands every path to the routes and guards in AppRoutes.
 */
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

/**
 * Router updates without transitions: sign-out changes the route and the session in one render,
 * so the guard never sees a protected route without a session in between.
 */
export const App = () => (
  <ThemeProvider theme={theme}>
    <RouterProvider router={router} useTransitions={false} />
  </ThemeProvider>
);
