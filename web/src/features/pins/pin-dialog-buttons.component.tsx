import { Button } from '@aws-amplify/ui-react';
import { pinTexts } from '../../i18n/pins.de.js';

const t = pinTexts.dialog;

interface PinDialogButtonsProps {
  /** Delete is offered for a saved pin, while nothing runs and it is not deleted yet. */
  canDelete: boolean;
  busy: boolean;
  deleted: boolean;
  onDelete: () => void;
  onCancel: () => void;
  onSave: () => void;
}

/** The pin dialog's 'Löschen', 'Abbrechen' and 'Speichern'. */
export const PinDialogButtons = ({ canDelete, busy, deleted, onDelete, onCancel, onSave }: PinDialogButtonsProps) => (
  <>
    <Button variation="warning" isDisabled={!canDelete} onClick={onDelete} data-testid="pin-delete">
      {t.delete}
    </Button>
    <Button onClick={onCancel}>{t.cancel}</Button>
    <Button variation="primary" isLoading={busy} isDisabled={deleted} onClick={onSave} data-testid="pin-save">
      {t.save}
    </Button>
  </>
);
