import { PasswordInput } from '../../components/password-input.component.js';
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
        <PasswordInput
          key={field}
          label={field === 'password' ? t.password : t.passwordRepeat}
          autoComplete="new-password"
          hasError={Boolean(errors[field])}
          errorMessage={errors[field]?.message}
          {...register(field)}
        />
      ))}
    </>
  );
};
