import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDiscardQuestion } from '../../components/discard-question.dialog.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { useBusyAction } from '../../lib/use-busy-action.hook.js';
import { useFormValues } from '../../lib/use-form-values.hook.js';
import { pinFailureText, pinFormErrors, toPinBody, type PinFormValues } from './pin-form.model.js';
import { usePinActions } from './pins.api.js';

const t = pinTexts.dialog;
/** The spec's delay before the dialog closes after a delete. */
const CLOSE_AFTER_DELETE_MS = 1000;

/**
 * The pin dialog's form and actions: the field errors once saved, saving, deleting (then closing
 * after 1 s) and closing, which asks first when the form is dirty.
 */
export const usePinEditor = (pinId: string | undefined, initial: PinFormValues, onClose: (message?: string) => void) => {
  const form = useForm<PinFormValues>({ defaultValues: initial });
  const actions = usePinActions();
  const [submitted, setSubmitted] = useState(false);
  const [askDelete, setAskDelete] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const { busy, failure, run } = useBusyAction(pinFailureText);
  const values = useFormValues(form);
  const errors = submitted ? pinFormErrors(values) : {};
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => onClose(), CLOSE_AFTER_DELETE_MS);
    return () => clearTimeout(timer);
  }, [deleted, onClose]);

  const save = () => {
    setSubmitted(true);
    if (Object.keys(pinFormErrors(values)).length > 0) return;
    void run(async () => {
      await actions.save(pinId, toPinBody(values));
      onClose(t.saved);
    });
  };
  const remove = () =>
    void run(async () => {
      if (!pinId) return;
      await actions.remove(pinId);
      setDeleted(true);
    });
  const { close, question: discardQuestion } = useDiscardQuestion(form.control, () => onClose(), deleted);

  return { form, errors, invalid, busy, failure, askDelete, setAskDelete, discardQuestion, deleted, save, remove, close };
};
