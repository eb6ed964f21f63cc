import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts as t } from '../../i18n/reservations.de.js';
import { ApiError } from '../../lib/api-error.js';

/** The spec's delete confirmation: 'Wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.' with 'nicht löschen' / 'löschen'. */
export const ConfirmDeleteDialog = ({ onConfirm, onClose }: { onConfirm: () => Promise<unknown>; onClose: () => void }) => {
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(errorText(error instanceof ApiError ? error.code : null));
    }
  };
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.confirmTitle}
      description={t.confirmText}
      width="confirm"
      testId="confirm-delete"
      actions={
        <>
          <Button onClick={onClose}>{t.keep}</Button>
          <Button variation="destructive" onClick={() => void confirm()}>
            {t.remove}
          </Button>
        </>
      }
    >
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
