import { PasswordField } from '@aws-amplify/ui-react';
import { loginTexts } from '../../i18n/auth.de.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import type { CredentialsForm } from './credentials-form.schema.js';

const t = registrationTexts.credentials;

/** The new password, twice. */
export const PasswordFields = ({ form }: { form: CredentialsForm }) => {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      {(['password', 'passwordRepeat'] as const).map((field) => (
        <PasswordField
          key={field}
          label={field === 'password' ? t.password : t.passwordRepeat}
          autoComplete="new-password"
          showPasswordButtonLabel={loginTexts.showPassword}
          passwordIsHiddenLabel={loginTexts.passwordHidden}
          passwordIsShownLabel={loginTexts.passwordShown}
          hasError={Boolean(errors[field])}
          errorMessage={errors[field]?.message}
          {...register(field)}
        />
      ))}
    </>
  );
};
