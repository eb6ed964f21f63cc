import type { AdminPinboard } from '@shared/schemas/pin.schema.js';
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

/** 'Pinnwand bearbeiten': name, colour, public or not, and the tutors it is for (none listed: all tutors). */
export const PinboardEditDialog = ({ pinboard, tutors, onClose }: PinboardEditDialogProps) => {
  const { form, submit, failure } = usePinboardEdit(pinboard, onClose);
  return (
    <EditDialog
      title={pinTexts.admin.dialogTitle}
      testId="pinboard-admin-dialog"
      saveTestId="pinboard-admin-save"
      cancel={pinTexts.dialog.cancel}
      save={pinTexts.dialog.save}
      saving={form.formState.isSubmitting}
      onSave={() => void submit()}
      onClose={() => onClose()}
      failure={failure}
    >
      <form className="pin-form__fields" onSubmit={(event) => void submit(event)} noValidate>
        <PinboardFields form={form} tutors={tutors} />
      </form>
    </EditDialog>
  );
};
