import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { SideMenuDialogs } from './side-menu-dialogs.component.js';
import { SideMenuEntries } from './side-menu-entries.component.js';
import { SideMenuFooter } from './side-menu-footer.component.js';
import { SideMenuIdentity } from './side-menu-identity.component.js';
import { SideMenuStudents } from './side-menu-students.component.js';
import { SideMenuTop } from './side-menu-top.component.js';
import { useSideMenuDialog } from './use-side-menu-dialog.hook.js';
import './side-menu.css';

/** The side menu (drawer): version, school, user, entries, the guardian's children, restart and logout. */
export const SideMenu = ({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const { user, school, students } = useBootstrap();
  const navigate = useNavigate();
  const { dialog, closeDialog, openDialog, onOpenAutoFocus, onCloseAutoFocus } = useSideMenuDialog(onOpenChange);
  const isGuardian = user.role === 'guardian';
  const schoolName = school.name.trim() || texts.appName;

  const go = (to: string) => {
    onOpenChange(false);
    void navigate(to);
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
            onOpenAutoFocus={onOpenAutoFocus}
            onCloseAutoFocus={onCloseAutoFocus}
          >
            <SideMenuTop />
            <SideMenuIdentity schoolName={schoolName} logoUrl={school.logoUrl} user={user} />
            <SideMenuEntries isGuardian={isGuardian} isAdmin={user.isAdmin} openDialog={openDialog} go={go} />
            {isGuardian && students.length > 0 && <SideMenuStudents onChosen={() => onOpenChange(false)} />}
            <SideMenuFooter openDialog={openDialog} close={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <SideMenuDialogs dialog={dialog} onClose={closeDialog} />
    </>
  );
};
