import { useState } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { discardQuestionTexts as t } from '../i18n/components.de.js';
import { ConfirmDialog } from './confirm.dialog.js';

/** The open question of useDiscardQuestion: keep editing, or discard and close. */
export interface DiscardQuestion {
  keep: () => void;
  discard: () => void;
}

/**
 * Closing a form dialog ('Abbrechen', Escape, a click outside): a dirty form asks 'Änderungen
 * verwerfen?' first, a clean one closes at once. The form state is subscribed here, during render
 * (react-hook-form computes `isDirty` only for a subscriber: read only in the click handler it stays
 * false). `unguarded` closes without asking (e.g. after a delete).
 */
export const useDiscardQuestion = <T extends FieldValues>(control: Control<T>, onDiscard: () => void, unguarded = false) => {
  const { isDirty } = useFormState({ control });
  const [asking, setAsking] = useState(false);
  const close = () => (isDirty && !unguarded ? setAsking(true) : onDiscard());
  const question: DiscardQuestion | null = asking
    ? {
        keep: () => setAsking(false),
        discard: () => {
          setAsking(false);
          onDiscard();
        },
      }
    : null;
  return { close, question };
};

/** 'Änderungen verwerfen?' with what is lost, 'Abbrechen' (keep editing) and 'Verwerfen'. Renders nothing while nothing is asked. */
export const DiscardQuestionDialog = ({ question, text, testId }: { question: DiscardQuestion | null; text: string; testId: string }) =>
  question && (
    <ConfirmDialog
      title={t.title}
      text={text}
      confirm={t.discard}
      cancel={t.keep}
      variation="warning"
      testId={testId}
      onClose={question.keep}
      onConfirm={question.discard}
    />
  );
