import { Alert, Button } from '@aws-amplify/ui-react';
import type { MeetingOptions } from '@shared/schemas/calendar.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { DiscardQuestionDialog } from '../../components/discard-question.dialog.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { calendarTexts } from '../../i18n/calendar.de.js';
import { MeetingDeleteDialog } from './meeting-delete.dialog.js';
import { MeetingFields } from './meeting-fields.component.js';
import type { MeetingFormValues } from './meeting-form.model.js';
import { useMeetingEditor, type LoadedMeeting } from './use-meeting-editor.hook.js';

const t = calendarTexts.dialog;

interface MeetingEditDialogProps {
  /** The meeting being edited and the revision it was loaded at; undefined for a new one. */
  loaded?: LoadedMeeting;
  initial: MeetingFormValues;
  options: MeetingOptions;
  onClose: (message?: string) => void;
}

/**
 * 'Termin bearbeiten' (max width 600, fullscreen on small screens): the spec's validation texts per
 * field and 'Bitte fülle alle benötigten Felder korrekt aus.' for an invalid save; a dirty
 * form asks before it is discarded; a meeting saved meanwhile keeps the input and offers its new
 * state; delete (not for a new meeting) asks for confirmation. Mount it
 * only while open.
 */
export const MeetingEditDialog = ({ loaded, initial, options, onClose }: MeetingEditDialogProps) => {
  const { form, errors, invalid, busy, failure, conflict, askDelete, setAskDelete, discardQuestion, save, remove, close } =
    useMeetingEditor(loaded, initial, onClose);

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
          <Button variation="warning" isDisabled={!loaded || busy} onClick={() => setAskDelete(true)} data-testid="meeting-delete">
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
      {conflict && (
        <EditConflictAlert
          savedMeanwhile={t.savedMeanwhile}
          changed={conflict.changed}
          busy={busy}
          onLoadNew={conflict.loadNew}
          onKeepMine={conflict.keepMine}
        />
      )}
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
      {askDelete && <MeetingDeleteDialog onCancel={() => setAskDelete(false)} onDelete={remove} />}
      <DiscardQuestionDialog question={discardQuestion} text={t.discardText} testId="meeting-discard" />
    </AppDialog>
  );
};
