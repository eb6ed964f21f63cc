import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDiscardQuestion } from '../../components/discard-question.dialog.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { useBusyAction } from '../../lib/use-busy-action.hook.js';
import { useFormValues } from '../../lib/use-form-values.hook.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { pinFailureText, pinFieldLabels, pinFormErrors, pinValues, toPinBody, type PinFormValues } from './pin-form.model.js';
import { loadOwnPin, usePinActions } from './pins.api.js';

const t = pinTexts.dialog;
/** The spec's delay before the dialog closes after a delete. */
const CLOSE_AFTER_DELETE_MS = 1000;

/** The pin being edited as the dialog loaded it; none for a new pin. */
export interface LoadedPin {
  pinId: string;
  revision: number;
}

/**
 * The pin dialog's form and actions: the field errors once saved, saving (an edit names the revision
 * it started from; saved meanwhile, the dialog keeps the input and offers the new state or to
 * overwrite it), deleting (then closing after 1 s) and closing, which asks first when the form is dirty.
 */
export const usePinEditor = (loaded: LoadedPin | undefined, initial: PinFormValues, onClose: (message?: string) => void) => {
  const pinId = loaded?.pinId;
  const form = useForm<PinFormValues>({ defaultValues: initial });
  const edit = useRevisedEdit(loaded && { values: initial, revision: loaded.revision }, pinFieldLabels, async () => {
    const pin = await loadOwnPin(loaded?.pinId ?? '');
    return { values: pinValues(pin), revision: pin.revision };
  });
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
      const revision = edit.revision();
      try {
        await actions.save(pinId && revision ? { pinId, revision } : undefined, toPinBody(values));
      } catch (error) {
        if (await edit.refused(error)) return;
        throw error;
      }
      onClose(t.saved);
    });
  };
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () => edit.loadNew((current) => form.reset(current)),
    keepMine: () => {
      edit.keepMine();
      save();
    },
  };
  const remove = () =>
    void run(async () => {
      if (!pinId) return;
      await actions.remove(pinId);
      setDeleted(true);
    });
  const { close, question: discardQuestion } = useDiscardQuestion(form.control, () => onClose(), deleted);

  return { form, errors, invalid, busy, failure, conflict, askDelete, setAskDelete, discardQuestion, deleted, save, remove, close };
};
