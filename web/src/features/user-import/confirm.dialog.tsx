import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { userImportTexts as t } from '../../i18n/user-import.de.js';

/** A question of the wizard with Nein / Ja (the app's confirmation dialog, 300 px). */
export const ConfirmDialog = ({
  question,
  onClose,
  onConfirm,
}: {
  question: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) => (
  <AppDialog
    open={question !== null}
    onOpenChange={(open) => !open && onClose()}
    title={question ?? ''}
    width="confirm"
    testId="import-confirm"
    actions={
      <>
        <Button onClick={onClose}>{t.no}</Button>
        <Button variation="primary" onClick={onConfirm}>
          {t.yes}
        </Button>
      </>
    }
  />
);
