import type { AdminPinboard } from '@shared/schemas/pin.schema.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { EditDialog } from '../../components/edit.dialog.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { PinboardFields } from './pinboard-fields.component.js';
import { usePinboardEdit } from './use-pinboard-edit.hook.js';
import './pins.css';

interface PinboardEditDialogProps {
  pinboard?: AdminPinboard;
  tutors: readonly { uid: string; short: string }[];
  onClose: (message?: string) => void;
}

/**
 * 'Pinnwand bearbeiten': name, colour, public or not, and the tutors it is for (none listed: all tutors). A board
 * saved meanwhile keeps the input and offers its new state.
 */
export const PinboardEditDialog = ({ pinboard, tutors, onClose }: PinboardEditDialogProps) => {
  const { form, submit, failure, conflict } = usePinboardEdit(pinboard, onClose);
  const saving = form.formState.isSubmitting;
  return (
    <EditDialog
      title={pinTexts.admin.dialogTitle}
      testId="pinboard-admin-dialog"
      saveTestId="pinboard-admin-save"
      cancel={pinTexts.dialog.cancel}
      save={pinTexts.dialog.save}
      saving={saving}
      onSave={() => void submit()}
      onClose={() => onClose()}
      failure={failure}
    >
      <form className="pin-form__fields" onSubmit={(event) => void submit(event)} noValidate>
        <PinboardFields form={form} tutors={tutors} />
      </form>
      {conflict && (
        <EditConflictAlert
          savedMeanwhile={pinTexts.admin.savedMeanwhile}
          changed={conflict.changed}
          busy={saving}
          onLoadNew={conflict.loadNew}
          onKeepMine={conflict.keepMine}
        />
      )}
    </EditDialog>
  );
};
