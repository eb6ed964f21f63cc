import { AppDialog } from '../../components/app-dialog.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';

/** The blocked dialog: blocked items cannot be marked, deleted or renamed. */
export const BlockedDialog = ({ onClose }: { onClose: () => void }) => (
  <AppDialog
    open
    width="confirm"
    onOpenChange={(open) => !open && onClose()}
    title={t.blockedTitle}
    description={t.blocked}
    testId="storage-blocked-dialog"
  />
);
