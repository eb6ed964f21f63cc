import { menuTexts as menu } from '../../i18n/start.de.js';
import { useAuth } from '../auth/index.js';
import type { SideMenuDialog } from './side-menu-dialogs.component.js';
import { MenuEntry } from './side-menu-entry.component.js';

/** The menu's footer: check for an update, restart and logout. */
export const SideMenuFooter = ({ openDialog, close }: { openDialog: (dialog: SideMenuDialog) => void; close: () => void }) => {
  const { signOut } = useAuth();
  return (
    <ul className="drawer__list drawer__list--footer">
      <MenuEntry icon="update" label={menu.checkUpdate} onSelect={() => openDialog('update')} />
      <MenuEntry icon="restart" label={menu.restart} onSelect={() => window.location.reload()} />
      <MenuEntry
        icon="logout"
        label={menu.logout}
        onSelect={() => {
          close();
          void signOut();
        }}
        testId="menu-logout"
      />
    </ul>
  );
};
