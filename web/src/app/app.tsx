import { ThemeProvider } from '@aws-amplify/ui-react';
import { BrowserRouter } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AuthProvider } from '../features/auth/index.js';
import { ApiError } from '../lib/api-error.js';
import { AppRoutes } from './app-routes.js';
import { ScrollToTop } from './scroll-to-top.js';
import { theme } from './theme.js';

/** Retries only what may pass on its own: no retry for 4xx answers. */
const onErrorRetry: SWRConfiguration['onErrorRetry'] = (error, _key, config, revalidate, { retryCount }) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
  if (retryCount >= 3) return;
  setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
};

const swrConfig: SWRConfiguration = { onErrorRetry };

/**
 * Router updates without transitions: sign-out changes the route and the session in one render,
 * so the guard never sees a protected route without a session in between.
 */
export const App = () => (
  <ThemeProvider theme={theme}>
    <BrowserRouter useTransitions={false}>
      <SWRConfig value={swrConfig}>
        <AuthProvider>
          <ScrollToTop />
          <AppRoutes />
        </AuthProvider>
      </SWRConfig>
    </BrowserRouter>
  </ThemeProvider>
);
