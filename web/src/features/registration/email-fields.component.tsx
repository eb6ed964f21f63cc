import { CheckboxField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import type { CredentialsForm } from './credentials-form.schema.js';

const t = registrationTexts.credentials;

/** The optional e-mail address; declining it ('keine E-Mail') explains what that means. */
export const EmailFields = ({ form }: { form: CredentialsForm }) => {
  const [explaining, setExplaining] = useState(false);
  const {
    register,
    setValue,
    clearErrors,
    watch,
    formState: { errors },
  } = form;
  const noEmail = watch('noEmail');
  return (
    <>
      <TextField
        label={t.email}
        descriptiveText={t.emailOptional}
        type="email"
        autoComplete="email"
        isDisabled={noEmail}
        hasError={Boolean(errors.email)}
        errorMessage={errors.email?.message}
        {...register('email')}
      />
      <CheckboxField
        label={t.noEmail}
        checked={noEmail}
        onChange={(event) => {
          setValue('noEmail', event.target.checked);
          if (event.target.checked) {
            clearErrors('email');
            setExplaining(true);
          }
        }}
        name="noEmail"
      />
      <AppDialog
        open={explaining}
        onOpenChange={(open) => !open && setExplaining(false)}
        title={t.noEmailTitle}
        description={t.noEmailText}
      />
    </>
  );
};
