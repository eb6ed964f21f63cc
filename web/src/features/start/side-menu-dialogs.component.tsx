import { Suspense } from 'react';
import { AppSettingsDialog, EditAccountDialog } from '../account/index.js';
import { useBootstrap } from '../auth/index.js';
import { StudentCodesDialog } from '../guardians/index.js';
import { LegalDialog } from '../legal/index.js';
import { FilePickerDialog } from '../storage/file-picker.lazy.js';
import { signedInTicketDefaults, SupportTicketDialog } from '../support/index.js';
import { UpdateCheckDialog } from './update-check.dialog.js';

/** The dialogs the side menu's entries open. */
export type SideMenuDialog = 'editAccount' | 'myFiles' | 'studentCodes' | 'settings' | 'reportProblem' | 'update' | 'terms' | 'privacy';

/** The open dialog of the side menu, if any. */
export const SideMenuDialogs = ({ dialog, onClose }: { dialog: SideMenuDialog | null; onClose: () => void }) => {
  const bootstrap = useBootstrap();
  return (
    <>
      {dialog === 'update' && <UpdateCheckDialog onClose={onClose} />}
      {(dialog === 'terms' || dialog === 'privacy') && <LegalDialog document={dialog} onClose={onClose} />}
      {dialog === 'editAccount' && <EditAccountDialog onClose={onClose} />}
      {dialog === 'studentCodes' && <StudentCodesDialog onClose={onClose} />}
      {dialog === 'settings' && <AppSettingsDialog onClose={onClose} />}
      {dialog === 'reportProblem' && <SupportTicketDialog defaults={signedInTicketDefaults(bootstrap)} onClose={onClose} />}
      {dialog === 'myFiles' && (
        <Suspense fallback={null}>
          <FilePickerDialog onClose={onClose} />
        </Suspense>
      )}
    </>
  );
};
