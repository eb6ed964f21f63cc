import { menuTexts as menu } from '../../i18n/start.de.js';
import { texts } from '../../i18n/texts.de.js';
import type { SideMenuDialog } from './side-menu-dialogs.component.js';
import { MenuEntry } from './side-menu-entry.component.js';

/** The menu's entries by role: account, files or student codes, admin, settings, problem, help and the legal texts. */
export const SideMenuEntries = ({
  isGuardian,
  isAdmin,
  openDialog,
  go,
}: {
  isGuardian: boolean;
  isAdmin: boolean;
  openDialog: (dialog: SideMenuDialog) => void;
  go: (to: string) => void;
}) => (
  <nav aria-label={menu.title}>
    <ul className="drawer__list">
      <MenuEntry icon="person" label={menu.editAccount} onSelect={() => openDialog('editAccount')} />
      {/* Guardians have no storage (spec §6). */}
      {!isGuardian && <MenuEntry icon="folder" label={menu.myFiles} onSelect={() => openDialog('myFiles')} />}
      {isGuardian && <MenuEntry icon="key" label={menu.studentCodes} onSelect={() => openDialog('studentCodes')} />}
      {isAdmin && <MenuEntry icon="admin" label={menu.admin} onSelect={() => go('/admin')} testId="menu-admin" />}
      <MenuEntry icon="settings" label={menu.settings} onSelect={() => openDialog('settings')} />
      <MenuEntry icon="problem" label={menu.reportProblem} onSelect={() => openDialog('reportProblem')} />
      <MenuEntry icon="support" label={menu.help} onSelect={() => go('/help')} />
      <MenuEntry icon="description" label={texts.legalLinks.terms} onSelect={() => openDialog('terms')} />
      <MenuEntry icon="lock" label={texts.legalLinks.privacy} onSelect={() => openDialog('privacy')} />
    </ul>
  </nav>
);
