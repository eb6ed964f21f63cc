import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_VERSION } from '../../../../shared/table-design.js';
import { Icon, type IconName } from '../../components/icon.component.js';
import { InitialsAvatar } from '../../components/initials-avatar.component.js';
import { UnavailableDialog } from '../../components/unavailable.dialog.js';
import { useReturnFocus } from '../../components/use-return-focus.hook.js';
import { texts } from '../../i18n/texts.de.js';
import { AppSettingsDialog, EditAccountDialog } from '../account/index.js';
import { useAuth, useBootstrap } from '../auth/index.js';
import { StudentCodesDialog } from '../guardian/index.js';
import { signedInTicketDefaults, SupportTicketDialog } from '../support/index.js';
import { UpdateCheckDialog } from './update-check.dialog.js';
import './side-menu.css';

const { menu } = texts;

type PendingDialog = 'editAccount' | 'myFiles' | 'studentCodes' | 'settings' | 'reportProblem';
/** Entries whose dialog is not built yet open the plain notice under their title. */
type UnavailableEntry = Extract<PendingDialog, 'myFiles'>;
const isUnavailable = (dialog: PendingDialog | 'update' | null): dialog is UnavailableEntry => dialog === 'myFiles';

const MenuEntry = ({ icon, label, onSelect, testId }: { icon: IconName; label: string; onSelect: () => void; testId?: string }) => (
  <li>
    <button type="button" className="drawer__item" onClick={onSelect} data-testid={testId}>
      <Icon name={icon} />
      <span>{label}</span>
    </button>
  </li>
);

/** The side menu (drawer): version, school, user, entries, the guardian's children, restart and logout. */
export const SideMenu = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const bootstrap = useBootstrap();
  const { activeStudent, switchStudent, signOut } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<PendingDialog | 'update' | null>(null);
  const returnFocus = useReturnFocus();
  const nextDialog = useRef<PendingDialog | 'update' | null>(null);
  const { user, school, students } = bootstrap;
  const isGuardian = user.role === 'guardian';
  const schoolName = school.name.trim() || texts.appName;

  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  // The dialog opens once the drawer has closed and given focus back, so it returns there too.
  const openDialog = (next: PendingDialog | 'update') => {
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
            <div className="drawer__identity">
              <div className="drawer__row">
                <InitialsAvatar name={schoolName} />
                <span className="drawer__school">{schoolName}</span>
              </div>
              <div className="drawer__row">
                <InitialsAvatar name={user.displayName} size="large" avatarIndex={user.userInfo.avatarIndex} />
                <span className="drawer__user" data-testid="user-display-name">
                  {user.displayName}
                </span>
              </div>
            </div>
            <nav aria-label={menu.title}>
              <ul className="drawer__list">
                <MenuEntry icon="person" label={menu.editAccount} onSelect={() => openDialog('editAccount')} />
                <MenuEntry icon="folder" label={menu.myFiles} onSelect={() => openDialog('myFiles')} />
                {isGuardian && <MenuEntry icon="key" label={menu.studentCodes} onSelect={() => openDialog('studentCodes')} />}
                {user.isAdmin && <MenuEntry icon="admin" label={menu.admin} onSelect={() => go('/admin')} testId="menu-admin" />}
                <MenuEntry icon="settings" label={menu.settings} onSelect={() => openDialog('settings')} />
                <MenuEntry icon="problem" label={menu.reportProblem} onSelect={() => openDialog('reportProblem')} />
                <MenuEntry icon="support" label={menu.help} onSelect={() => go('/help')} />
              </ul>
            </nav>
            {isGuardian && students.length > 0 && (
              <section className="drawer__students" aria-labelledby="drawer-students-heading">
                <h2 id="drawer-students-heading" className="drawer__heading">
                  {menu.students}
                </h2>
                <ul className="drawer__list" data-testid="student-switch">
                  {students.map((student) => {
                    const active = student.uid === activeStudent?.uid;
                    return (
                      <li key={student.uid}>
                        <button
                          type="button"
                          className="drawer__item drawer__student"
                          aria-pressed={active}
                          onClick={() => {
                            onOpenChange(false);
                            if (!active) void switchStudent(student.uid);
                          }}
                        >
                          <InitialsAvatar name={student.displayName} />
                          <span className="drawer__student-text">
                            <span>{student.displayName}</span>
                            <span className="drawer__secondary">
                              {[student.groupDisplayName, student.schoolName].filter(Boolean).join(' · ')}
                            </span>
                          </span>
                          {active && <Icon name="check" />}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
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
      {dialog === 'update' && <UpdateCheckDialog onClose={() => setDialog(null)} />}
      {dialog === 'editAccount' && <EditAccountDialog onClose={() => setDialog(null)} />}
      {dialog === 'studentCodes' && <StudentCodesDialog onClose={() => setDialog(null)} />}
      {dialog === 'settings' && <AppSettingsDialog onClose={() => setDialog(null)} />}
      {dialog === 'reportProblem' && <SupportTicketDialog defaults={signedInTicketDefaults(bootstrap)} onClose={() => setDialog(null)} />}
      <UnavailableDialog
        title={isUnavailable(dialog) ? menu[dialog] : ''}
        open={isUnavailable(dialog)}
        onOpenChange={(next) => !next && setDialog(null)}
      />
    </>
  );
};
