import { Alert, Button, TextField } from '@aws-amplify/ui-react';
import { useForm, useWatch } from 'react-hook-form';
import { createFolderBodySchema, STORAGE_NAME_MAX } from '@shared/schemas/storage.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { storageTexts as t } from '../../i18n/storage.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';

/**
 * 'Neuer Ordner' and 'Umbenennen': one name field with its limit, checked by the API's schema before
 * sending. A refusal stays in the dialog with the typed name: at the field when it is about the name.
 */
export const NameDialog = ({
  title,
  initial = '',
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initial?: string;
  submitLabel: string;
  /** Saves the name; throws the API's error when it is refused. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) => {
  const form = useForm({ resolver: germanResolver(createFolderBodySchema), defaultValues: { name: initial } });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const name = useWatch({ control, name: 'name' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.name);
    } catch (error) {
      const atField = showApiFieldErrors(error, form.setError, {
        schema: createFolderBodySchema,
        codeFields: { 'storage-name-taken': 'name' },
      });
      if (!atField) form.setError('root', { message: errorText(errorCodeOf(error)) });
    }
  });
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      testId="storage-name-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variation="primary" type="submit" form="storage-name-form" isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="storage-name-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t.name}
          descriptiveText={characterLimitText(name.length, STORAGE_NAME_MAX)}
          hasError={Boolean(errors.name)}
          errorMessage={errors.name?.message}
          autoComplete="off"
          {...register('name')}
        />
        {errors.root?.message && (
          <Alert variation="error" role="alert">
            {errors.root.message}
          </Alert>
        )}
      </form>
    </AppDialog>
  );
};
