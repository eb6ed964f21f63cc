import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { pinTexts } from '../../i18n/pins.de.js';

const t = pinTexts.dialog;

/** What the pin dialog asks before it acts: deleting the pin, or discarding the changes. */
export type PinQuestion = 'discard' | 'delete';

/** 'Pin löschen?' or 'Änderungen verwerfen?', with the warning button that does it. */
export const PinConfirmDialog = ({
  question,
  onClose,
  onConfirm,
}: {
  question: PinQuestion;
  onClose: () => void;
  onConfirm: () => void;
}) => (
  <ConfirmDialog
    title={question === 'delete' ? t.deleteTitle : t.discardTitle}
    text={question === 'delete' ? t.deleteText : t.discardText}
    confirm={question === 'delete' ? t.delete : t.discard}
    cancel={t.cancel}
    variation="warning"
    testId="pin-confirm"
    onClose={onClose}
    onConfirm={onConfirm}
  />
);
