import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_VERSION } from '../../../../shared/table-design.js';
import { Icon } from '../../components/icon.component.js';
import { useReturnFocus } from '../../components/use-return-focus.hook.js';
import { texts } from '../../i18n/texts.de.js';
import { useAuth, useBootstrap } from '../auth/index.js';
import { SideMenuDialogs, type SideMenuDialog } from './side-menu-dialogs.component.js';
import { MenuEntry } from './side-menu-entry.component.js';
import { SideMenuIdentity } from './side-menu-identity.component.js';
import { SideMenuStudents } from './side-menu-students.component.js';
import './side-menu.css';

const { menu } = texts;

/** The side menu (drawer): version, school, user, entries, the guardian's children, restart and logout. */
export const SideMenu = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { user, school, students } = useBootstrap();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<SideMenuDialog | null>(null);
  const returnFocus = useReturnFocus();
  const nextDialog = useRef<SideMenuDialog | null>(null);
  const isGuardian = user.role === 'guardian';
  const schoolName = school.name.trim() || texts.appName;

  const go = (to: string) => {
    onOpenChange(false);
    void navigate(to);
  };
  // The dialog opens once the drawer has closed and given focus back, so it returns there too.
  const openDialog = (next: SideMenuDialog) => {
    nextDialog.current = next;
    onOpenChange(false);
  };
  const onCloseAutoFocus = (event: Event) => {
    returnFocus.onCloseAutoFocus(event);
    setDialog(nextDialog.current);
    nextDialog.current = null;
  };

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="drawer-overlay" />
          <Dialog.Content
            className="drawer"
            aria-describedby={undefined}
            data-testid="side-menu"
            onOpenAutoFocus={returnFocus.onOpenAutoFocus}
            onCloseAutoFocus={onCloseAutoFocus}
          >
            <div className="drawer__top">
              <Dialog.Title className="visually-hidden">{menu.title}</Dialog.Title>
              <span className="drawer__version" data-testid="app-version">
                {menu.version(APP_VERSION)}
              </span>
              <Dialog.Close className="icon-button icon-button--dark" aria-label={texts.close}>
                <Icon name="close" />
              </Dialog.Close>
            </div>
            <SideMenuIdentity schoolName={schoolName} user={user} />
            <nav aria-label={menu.title}>
              <ul className="drawer__list">
                <MenuEntry icon="person" label={menu.editAccount} onSelect={() => openDialog('editAccount')} />
                {/* Guardians have no storage (spec §6). */}
                {!isGuardian && <MenuEntry icon="folder" label={menu.myFiles} onSelect={() => openDialog('myFiles')} />}
                {isGuardian && <MenuEntry icon="key" label={menu.studentCodes} onSelect={() => openDialog('studentCodes')} />}
                {user.isAdmin && <MenuEntry icon="admin" label={menu.admin} onSelect={() => go('/admin')} testId="menu-admin" />}
                <MenuEntry icon="settings" label={menu.settings} onSelect={() => openDialog('settings')} />
                <MenuEntry icon="problem" label={menu.reportProblem} onSelect={() => openDialog('reportProblem')} />
                <MenuEntry icon="support" label={menu.help} onSelect={() => go('/help')} />
                <MenuEntry icon="description" label={texts.legalLinks.terms} onSelect={() => openDialog('terms')} />
                <MenuEntry icon="lock" label={texts.legalLinks.privacy} onSelect={() => openDialog('privacy')} />
              </ul>
            </nav>
            {isGuardian && students.length > 0 && <SideMenuStudents onChosen={() => onOpenChange(false)} />}
            <ul className="drawer__list drawer__list--footer">
              <MenuEntry icon="update" label={menu.checkUpdate} onSelect={() => openDialog('update')} />
              <MenuEntry icon="restart" label={menu.restart} onSelect={() => window.location.reload()} />
              <MenuEntry
                icon="logout"
                label={menu.logout}
                onSelect={() => {
                  onOpenChange(false);
                  void signOut();
                }}
                testId="menu-logout"
              />
            </ul>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <SideMenuDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
};
