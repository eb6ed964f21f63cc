import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MeetingOptions } from '../../../../shared/schemas/calendar.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { calendarTexts, meetingRuleTexts } from '../../i18n/calendar.de.js';
import { ApiError } from '../../lib/api-error.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useFormValues } from '../../lib/use-form-values.hook.js';
import { useDeleteMeeting, useSaveMeeting } from './calendar.api.js';
import { MeetingFields } from './meeting-fields.component.js';
import { meetingFormErrors, toMeetingBody, type MeetingFormValues } from './meeting-form.js';

const t = calendarTexts.dialog;
type Confirm = 'discard' | 'delete' | null;

/** What the server refuses, in words: its own checks, a rule of §5 by its code, else the error code's text. */
const failureText = (error: unknown) => {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  if (fields['body.calendarIds'] === 'not_usable') return t.notUsable;
  if (fields['body.start'] === 'no_dates' || fields['body.start'] === 'outside_school_year') return t.noDates;
  const ruleText = Object.entries(fields)
    .map(([field, rule]) => meetingRuleTexts[`${field.replace(/^body\./, '')}:${rule}` as keyof typeof meetingRuleTexts])
    .find(Boolean);
  return ruleText ?? errorText(errorCodeOf(error));
};

interface MeetingEditDialogProps {
  /** The meeting being edited; undefined for a new one. */
  meetingId?: string;
  initial: MeetingFormValues;
  options: MeetingOptions;
  onClose: (message?: string) => void;
}

/**
 * 'Termin bearbeiten' (max width 600, fullscreen on small screens): the spec's validation texts per
 * field and 'Bitte füllen Sie alle benötigten Felder korrekt aus.' for an invalid save; a dirty
 * form asks before it is discarded; delete (not for a new meeting) asks for confirmation. Mount it
 * only while open.
 */
export const MeetingEditDialog = ({ meetingId, initial, options, onClose }: MeetingEditDialogProps) => {
  const form = useForm<MeetingFormValues>({ defaultValues: initial });
  const saveMeeting = useSaveMeeting();
  const deleteMeeting = useDeleteMeeting();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const values = useFormValues(form);
  const errors = submitted ? meetingFormErrors(values) : {};
  const invalid = Object.keys(errors).length > 0;

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
    if (Object.keys(meetingFormErrors(values)).length > 0) return;
    void run(async () => {
      await saveMeeting(meetingId, toMeetingBody(values));
      onClose(t.saved);
    });
  };
  const remove = () =>
    void run(async () => {
      if (!meetingId) return;
      await deleteMeeting(meetingId);
      onClose(t.deleted);
    });
  const close = () => (form.formState.isDirty ? setConfirm('discard') : onClose());

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && close()}
      title={t.title}
      width="edit"
      className="app-dialog--fullscreen-small"
      testId="meeting-dialog"
      actions={
        <>
          <Button variation="warning" isDisabled={!meetingId || busy} onClick={() => setConfirm('delete')} data-testid="meeting-delete">
            {t.delete}
          </Button>
          <Button onClick={close}>{t.cancel}</Button>
          <Button variation="primary" isLoading={busy} onClick={save} data-testid="meeting-save">
            {t.save}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <MeetingFields form={form} options={options} errors={errors} />
      </form>
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
      <AppDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'delete' ? t.deleteTitle : t.discardTitle}
        description={confirm === 'delete' ? t.deleteText : t.discardText}
        width="confirm"
        testId="meeting-confirm"
        actions={
          <>
            <Button onClick={() => setConfirm(null)}>{t.cancel}</Button>
            <Button
              variation="warning"
              onClick={() => {
                const chosen = confirm;
                setConfirm(null);
                if (chosen === 'delete') remove();
                else onClose();
              }}
              data-testid="meeting-confirm-ok"
            >
              {confirm === 'delete' ? t.delete : t.discard}
            </Button>
          </>
        }
      />
    </AppDialog>
  );
};
