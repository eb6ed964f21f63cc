import { Alert, Button } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Pinboard } from '../../../../shared/schemas/pin.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { errorText } from '../../i18n/errors.de.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { ApiError } from '../../lib/api-error.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useFormValues } from '../../lib/use-form-values.hook.js';
import { PinFields } from './pin-fields.component.js';
import { pinFormErrors, toPinBody, type PinFormValues } from './pin-form.js';
import { usePinActions } from './pins.api.js';

const t = pinTexts.dialog;
/** The spec's delay before the dialog closes after a delete. */
const CLOSE_AFTER_DELETE_MS = 1000;

/** What the server refuses beyond the dialog's own rules, in words; else the error code's text. */
const failureText = (error: unknown) => {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  if (fields.pinboardIds === 'not_postable') return t.notPostable;
  if (fields.pollId === 'not_published') return t.pollNotPublished;
  if (fields.storageItemIds === 'too_large') return t.attachmentsTooLarge;
  return errorText(errorCodeOf(error));
};

interface PinEditDialogProps {
  /** The pin being edited; undefined for a new one. */
  pinId?: string;
  initial: PinFormValues;
  pinboards: readonly Pinboard[];
  polls: readonly { id: string; label: string }[];
  onClose: (message?: string) => void;
}

/**
 * 'Pin bearbeiten': the spec's texts per field and for an invalid save; a dirty form asks before it
 * is discarded; delete (disabled for a new pin) asks, then shows 'Pin erfolgreich gelöscht' and
 * closes after 1 s. Mount it only while open.
 */
export const PinEditDialog = ({ pinId, initial, pinboards, polls, onClose }: PinEditDialogProps) => {
  const form = useForm<PinFormValues>({ defaultValues: initial });
  const actions = usePinActions();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [ask, setAsk] = useState<'discard' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const values = useFormValues(form);
  const { isDirty } = form.formState;
  const errors = submitted ? pinFormErrors(values) : {};
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => onClose(), CLOSE_AFTER_DELETE_MS);
    return () => clearTimeout(timer);
  }, [deleted, onClose]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
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
  const close = () => (isDirty && !deleted ? setAsk('discard') : onClose());

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && close()}
      title={t.title}
      width="edit"
      className="app-dialog--fullscreen-small"
      testId="pin-dialog"
      actions={
        <>
          <Button variation="warning" isDisabled={!pinId || busy || deleted} onClick={() => setAsk('delete')} data-testid="pin-delete">
            {t.delete}
          </Button>
          <Button onClick={close}>{t.cancel}</Button>
          <Button variation="primary" isLoading={busy} isDisabled={deleted} onClick={save} data-testid="pin-save">
            {t.save}
          </Button>
        </>
      }
    >
      {deleted ? (
        <Alert variation="success" role="status">
          {t.deleted}
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <PinFields form={form} pinboards={pinboards} polls={polls} errors={errors} />
        </form>
      )}
      {invalid && (
        <Alert variation="error" role="alert">
          {t.invalid}
        </Alert>
      )}
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
      {ask && (
        <ConfirmDialog
          title={ask === 'delete' ? t.deleteTitle : t.discardTitle}
          text={ask === 'delete' ? t.deleteText : t.discardText}
          confirm={ask === 'delete' ? t.delete : t.discard}
          cancel={t.cancel}
          variation="warning"
          testId="pin-confirm"
          onClose={() => setAsk(null)}
          onConfirm={() => {
            setAsk(null);
            if (ask === 'delete') remove();
            else onClose();
          }}
        />
      )}
    </AppDialog>
  );
};
