import { Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import type { LoginAlert } from '@shared/schemas/login-alert.schema.js';
import { EditConflictAlert } from '../../components/edit-conflict.component.js';
import { EditDialog } from '../../components/edit.dialog.js';
import { loginAlertTexts } from '../../i18n/login-alerts.de.js';
import { useLoginAlertEditor } from './use-login-alert-editor.hook.js';

const d = loginAlertTexts.dialog;

/**
 * Writing the message: saving replaces the current one, and everyone sees the new one once. A message saved
 * meanwhile keeps the input and offers its new state.
 */
export const LoginAlertEditDialog = ({
  current,
  onSaved,
  onClose,
}: {
  current: LoginAlert | null;
  onSaved: (alert: LoginAlert | null) => void;
  onClose: () => void;
}) => {
  const { form, submit, failure, conflict } = useLoginAlertEditor(current, (alert) => {
    onSaved(alert);
    onClose();
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <EditDialog
      title={d.title}
      testId="login-alert-edit-dialog"
      saveTestId="login-alert-save"
      cancel={d.cancel}
      save={d.save}
      saving={isSubmitting}
      onSave={() => void submit()}
      onClose={onClose}
      failure={failure}
    >
      <Text>{d.description}</Text>
      <TextField label={d.heading} hasError={Boolean(errors.title)} errorMessage={errors.title?.message} {...register('title')} />
      <TextAreaField label={d.body} rows={6} hasError={Boolean(errors.body)} errorMessage={errors.body?.message} {...register('body')} />
      {conflict && (
        <EditConflictAlert
          savedMeanwhile={d.savedMeanwhile}
          changed={conflict.changed}
          busy={isSubmitting}
          onLoadNew={conflict.loadNew}
          onKeepMine={conflict.keepMine}
        />
      )}
    </EditDialog>
  );
};
