import { Alert, Button } from '@aws-amplify/ui-react';
import type { AdminPinboard } from '../../../../shared/schemas/pin.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { PinboardFields } from './pinboard-fields.component.js';
import { usePinboardEdit } from './use-pinboard-edit.hook.js';

interface PinboardEditDialogProps {
  pinboard?: AdminPinboard;
  tutors: readonly { uid: string; short: string }[];
  onClose: (message?: string) => void;
}

/** 'Pinnwand bearbeiten': name, colour, public or not, and the tutors it is for (none listed: all tutors). */
export const PinboardEditDialog = ({ pinboard, tutors, onClose }: PinboardEditDialogProps) => {
  const { form, submit, failure, nameMissing } = usePinboardEdit(pinboard, onClose);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={pinTexts.admin.dialogTitle}
      width="edit"
      className="app-dialog--fullscreen-small"
      testId="pinboard-admin-dialog"
      actions={
        <>
          <Button onClick={() => onClose()}>{pinTexts.dialog.cancel}</Button>
          <Button
            variation="primary"
            isLoading={form.formState.isSubmitting}
            onClick={() => void submit()}
            data-testid="pinboard-admin-save"
          >
            {pinTexts.dialog.save}
          </Button>
        </>
      }
    >
      <form className="pin-form__fields" onSubmit={(event) => void submit(event)} noValidate>
        <PinboardFields form={form} tutors={tutors} nameMissing={nameMissing} />
      </form>
      {failure && (
        <Alert variation="error" role="alert">
          {failure}
        </Alert>
      )}
    </AppDialog>
  );
};
