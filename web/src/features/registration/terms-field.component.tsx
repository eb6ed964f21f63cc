import { CheckboxField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { registrationTexts } from '../../i18n/registration.de.js';
import type { CredentialsForm } from './credentials-form.schema.js';
import { TermsDialog } from './terms.dialog.js';

const t = registrationTexts.credentials;

/** The terms checkbox: ticking it opens the terms, which tick or untick it; validated again once a submit failed. */
export const TermsField = ({ form, validate }: { form: CredentialsForm; validate: boolean }) => {
  const [reading, setReading] = useState(false);
  const {
    setValue,
    watch,
    formState: { errors },
  } = form;
  const decide = (accepted: boolean) => {
    setValue('terms', accepted, { shouldValidate: validate });
    setReading(false);
  };
  return (
    <>
      <CheckboxField
        label={t.terms}
        checked={watch('terms')}
        hasError={Boolean(errors.terms)}
        errorMessage={errors.terms?.message}
        onChange={(event) => {
          if (event.target.checked) setReading(true);
          else setValue('terms', false, { shouldValidate: validate });
        }}
        name="terms"
      />
      <TermsDialog open={reading} onAccept={() => decide(true)} onCancel={() => decide(false)} />
    </>
  );
};
