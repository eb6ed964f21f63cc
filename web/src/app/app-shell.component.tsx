import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Icon } from '../components/icon.component.js';
import { PageLoader } from '../components/page-loader.component.js';
import { useAuth, useBootstrap } from '../features/auth/index.js';
import { NotificationsEnvelope } from '../features/notifications/index.js';
import { texts } from '../i18n/texts.de.js';
import { LoginAlertOnSignIn, SideMenu, WhatsNewOnUpdate } from './lazy-pages.js';
import { PageDeniedNotice } from './page-denied.component.js';
import './app-shell.css';

/** Loaded only for an account marked for deletion: its dialog stays out of the sign-in route's scripts. */
const DeletionNotice = lazy(() => import('./deletion-notice.component.js').then((m) => ({ default: m.DeletionNotice })));

/** Signed-in frame: app bar (menu, school, active child, envelope), side menu, why a page sent the person home, what's new after an update, the login alert, deletion notice. */
export const AppShell = () => {
  const bootstrap = useBootstrap();
  const { activeStudent } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const schoolName = bootstrap.school.name.trim() || texts.appName;
  const isGuardian = bootstrap.user.role === 'guardian';

  return (
    <div className="shell">
      <header className="app-bar">
        <button
          type="button"
          className="icon-button"
          aria-label={texts.header.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
          data-testid="menu-button"
        >
          <Icon name="menu" />
        </button>
        <div className="app-bar__title">
          <span className="app-bar__school" data-testid="school-name">
            {schoolName}
          </span>
          {isGuardian && (
            <span className="app-bar__child" data-testid="active-student-name">
              <span className="visually-hidden">{texts.header.activeChild}: </span>
              <span>{activeStudent?.displayName ?? texts.unknownChild}</span>
            </span>
          )}
        </div>
        <NotificationsEnvelope />
      </header>
      <PageDeniedNotice />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <WhatsNewOnUpdate />
        <LoginAlertOnSignIn />
        {bootstrap.user.reservedForDeletion && <DeletionNotice deletionMarkedAt={bootstrap.user.deletionMarkedAt} />}
      </Suspense>
    </div>
  );
};
