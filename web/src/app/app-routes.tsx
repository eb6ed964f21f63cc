import { Navigate, Route, Routes } from 'react-router';
import { PageElement } from './app-page.js';
import { AppShell } from './app-shell.component.js';
import { StartPage } from './lazy-pages.js';
import { publicPages } from './public-pages.js';
import { RequireAuth, RequirePageAccess } from './require-auth.component.js';
import { shellPages } from './shell-pages.js';

/** The spec's routes: public login and registration, /loader, and the protected pages in the shell, each behind its roles. */
export const AppRoutes = () => (
  <Routes>
    {publicPages.map((page) => (
      <Route key={page.path} path={page.path} element={<PageElement {...page} />} />
    ))}
    <Route
      element={
        <RequireAuth>
          <AppShell />
        </RequireAuth>
      }
    >
      <Route index element={<StartPage />} />
      {shellPages.map((page) => (
        <Route
          key={page.path}
          path={page.path}
          element={
            <RequirePageAccess path={page.path}>
              <PageElement {...page} />
            </RequirePageAccess>
          }
        />
      ))}
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Routes>
);
