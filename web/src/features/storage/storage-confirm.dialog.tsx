import { Button } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { storageTexts as t } from '../../i18n/storage.de.js';

/** A yes/no question with the spec's wording: 'Diese Aktion kann nicht rückgängig gemacht werden.' and the like. */
export const StorageConfirmDialog = ({
  title,
  text,
  confirmLabel,
  cancelLabel = t.cancel,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) => (
  <AppDialog
    open
    width="confirm"
    onOpenChange={(open) => !open && onClose()}
    title={title}
    description={text}
    testId={testId}
    actions={
      <>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button
          variation="primary"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </>
    }
  />
);
