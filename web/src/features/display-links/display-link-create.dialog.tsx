import { TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { DISPLAY_LINK_NAME_MAX } from '@shared/display-links.js';
import { displayLinkBodySchema, type DisplayLinkCreated } from '@shared/schemas/display-links.schema.js';
import { berlinToday } from '@shared/week.js';
import { DateField } from '../../components/date-field.component.js';
import { EditDialog } from '../../components/edit.dialog.js';
import { displayLinkTexts } from '../../i18n/display-links.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { characterLimitText } from '../../i18n/validation.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { useCreateDisplayLink } from './display-links.api.js';

const t = displayLinkTexts.admin;

/** The API's rules; the date field holds '' for no last day. */
const formSchema = displayLinkBodySchema.extend({ expiresOn: z.union([z.literal(''), displayLinkBodySchema.shape.expiresOn.unwrap()]) });
type FormValues = z.input<typeof formSchema>;
const fieldTexts = { 'name.too_small': t.nameRequired };

/** 'Neuer Anzeige-Link': the screen's name and an optional last day; closes with the new link (shown once). */
export const DisplayLinkCreateDialog = ({ onClose }: { onClose: (created?: DisplayLinkCreated) => void }) => {
  const form = useForm<FormValues>({ resolver: germanResolver(formSchema, fieldTexts), defaultValues: { name: '', expiresOn: '' } });
  const create = useCreateDisplayLink();
  const [failure, setFailure] = useState<string | null>(null);
  const name = useWatch({ control: form.control, name: 'name' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ name: linkName, expiresOn }) => {
    setFailure(null);
    try {
      onClose(await create({ name: linkName.trim(), ...(expiresOn !== '' && { expiresOn }) }));
    } catch (error) {
      const placed = showApiFieldErrors(error, form.setError, {
        schema: displayLinkBodySchema,
        texts: fieldTexts,
        codeFields: { 'display-link-expiry-past': 'expiresOn' },
      });
      if (!placed) setFailure(errorText(errorCodeOf(error)));
    }
  });
  return (
    <EditDialog
      title={t.dialogTitle}
      testId="display-link-dialog"
      saveTestId="display-link-save"
      cancel={t.cancel}
      save={t.create}
      saving={form.formState.isSubmitting}
      onSave={() => void submit()}
      onClose={() => onClose()}
      failure={failure}
    >
      <form className="display-links__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t.name}
          placeholder={t.nameHint}
          descriptiveText={characterLimitText(name.length, DISPLAY_LINK_NAME_MAX)}
          hasError={Boolean(errors.name)}
          errorMessage={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="expiresOn"
          render={({ field, fieldState }) => (
            <DateField
              label={t.expiresOnLabel}
              value={field.value}
              onChange={field.onChange}
              min={berlinToday()}
              error={fieldState.error?.message}
              testId="display-link-expires"
            />
          )}
        />
      </form>
    </EditDialog>
  );
};
