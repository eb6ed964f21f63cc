import { Alert } from '@aws-amplify/ui-react';
import type { Pinboard } from '@shared/schemas/pin.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { DiscardQuestionDialog } from '../../components/discard-question.dialog.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { PinDeleteDialog } from './pin-delete.dialog.js';
import { PinDialogButtons } from './pin-dialog-buttons.component.js';
import { PinFields } from './pin-fields.component.js';
import type { PinFormValues } from './pin-form.model.js';
import { usePinEditor, type LoadedPin } from './use-pin-editor.hook.js';

const t = pinTexts.dialog;

interface PinEditDialogProps {
  /** The pin being edited and the revision it was loaded at; undefined for a new one. */
  loaded?: LoadedPin;
  initial: PinFormValues;
  pinboards: readonly Pinboard[];
  polls: readonly { id: string; label: string }[];
  onClose: (message?: string) => void;
}

/**
 * 'Pin bearbeiten': the spec's texts per field and for an invalid save; a dirty form asks before it
 * is discarded; a pin saved meanwhile keeps the input and offers its new state; delete (disabled for a new pin) asks, then shows 'Pin erfolgreich gelöscht' and
 * closes after 1 s. Mount it only while open.
 */
export const PinEditDialog = ({ loaded, initial, pinboards, polls, onClose }: PinEditDialogProps) => {
  const { form, errors, invalid, busy, failure, conflict, askDelete, setAskDelete, discardQuestion, deleted, save, remove, close } =
    usePinEditor(loaded, initial, onClose);

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && close()}
      title={t.title}
      width="edit"
      className="app-dialog--fullscreen-small"
      testId="pin-dialog"
      actions={
        <PinDialogButtons
          canDelete={Boolean(loaded) && !busy && !deleted}
          busy={busy}
          deleted={deleted}
          onDelete={() => setAskDelete(true)}
          onCancel={close}
          onSave={save}
        />
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
      {askDelete && (
        <PinDeleteDialog
          onClose={() => setAskDelete(false)}
          onConfirm={() => {
            setAskDelete(false);
            remove();
          }}
        />
      )}
      <DiscardQuestionDialog question={discardQuestion} text={t.discardText} testId="pin-confirm" />
    </AppDialog>
  );
};
