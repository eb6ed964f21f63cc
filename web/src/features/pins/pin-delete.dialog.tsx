import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { pinTexts } from '../../i18n/pins.de.js';

const t = pinTexts.dialog;

/** 'Pin löschen?' with the warning button that deletes it (discarding changes asks DiscardQuestionDialog). */
export const PinDeleteDialog = ({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => void }) => (
  <ConfirmDialog
    title={t.deleteTitle}
    text={t.deleteText}
    confirm={t.delete}
    cancel={t.cancel}
    variation="warning"
    testId="pin-confirm"
    onClose={onClose}
    onConfirm={onConfirm}
  />
);
