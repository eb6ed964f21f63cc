import { Alert, Button, CheckboxField, Flex, PasswordField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generateUsername } from '../../../../shared/generated-username.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import { texts } from '../../i18n/texts.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { credentialsFormSchema, type CredentialsFormInput, type CredentialsFormValues } from './credentials-form.schema.js';
import { TermsDialog } from './terms.dialog.js';

const t = registrationTexts.credentials;

const secureRandom = () => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;

/**
 * Step 3: the generated read-only user ID, optional e-mail (with the info dialog when declined),
 * password twice, the class for class teachers (tutors), the display name (guardians) and the
 * terms. `onRegister` throws on failure; its error code is shown in the form.
 */
export const CredentialsStep = ({
  kind,
  usernamePrefix = '',
  onRegister,
}: {
  kind: 'guardian' | 'tutor' | 'student';
  usernamePrefix?: string;
  onRegister: (values: CredentialsFormValues) => Promise<void>;
}) => {
  const [username] = useState(() => generateUsername(secureRandom, usernamePrefix));
  const [dialog, setDialog] = useState<'terms' | 'noEmail' | null>(null);
  const [invalidCount, setInvalidCount] = useState(0);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsFormInput, unknown, CredentialsFormValues>({
    resolver: zodResolver(credentialsFormSchema(kind)),
    defaultValues: {
      username,
      displayName: '',
      noEmail: false,
      email: '',
      password: '',
      passwordRepeat: '',
      classTeacher: false,
      className: '',
      terms: false,
    },
  });
  const noEmail = watch('noEmail');
  const classTeacher = watch('classTeacher');
  const terms = watch('terms');

  const submit = async (values: CredentialsFormValues) => {
    setFailure(undefined);
    try {
      await onRegister(values);
    } catch (error) {
      setFailure(errorCodeOf(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit, () => setInvalidCount((count) => count + 1))} data-testid="credentials-form">
      <Flex direction="column" gap="medium">
        <TextField
          label={t.username}
          descriptiveText={t.usernameHint}
          isReadOnly
          value={username}
          autoComplete="username"
          name="username"
        />
        {kind === 'guardian' && (
          <TextField
            label={t.displayName}
            autoComplete="name"
            hasError={Boolean(errors.displayName)}
            errorMessage={errors.displayName?.message}
            {...register('displayName')}
          />
        )}
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
              setDialog('noEmail');
            }
          }}
          name="noEmail"
        />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          showPasswordButtonLabel={texts.login.showPassword}
          passwordIsHiddenLabel={texts.login.passwordHidden}
          passwordIsShownLabel={texts.login.passwordShown}
          hasError={Boolean(errors.password)}
          errorMessage={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t.passwordRepeat}
          autoComplete="new-password"
          showPasswordButtonLabel={texts.login.showPassword}
          passwordIsHiddenLabel={texts.login.passwordHidden}
          passwordIsShownLabel={texts.login.passwordShown}
          hasError={Boolean(errors.passwordRepeat)}
          errorMessage={errors.passwordRepeat?.message}
          {...register('passwordRepeat')}
        />
        {kind === 'tutor' && (
          <>
            <CheckboxField
              label={t.classTeacher}
              checked={classTeacher}
              onChange={(event) => setValue('classTeacher', event.target.checked)}
              name="classTeacher"
            />
            {classTeacher && (
              <TextField
                label={t.className}
                hasError={Boolean(errors.className)}
                errorMessage={errors.className?.message}
                {...register('className')}
              />
            )}
          </>
        )}
        <CheckboxField
          label={t.terms}
          checked={terms}
          hasError={Boolean(errors.terms)}
          errorMessage={errors.terms?.message}
          onChange={(event) => {
            if (event.target.checked) setDialog('terms');
            else setValue('terms', false, { shouldValidate: invalidCount > 0 });
          }}
          name="terms"
        />
        {failure !== undefined && (
          <Alert variation="error" hasIcon={false} data-testid="registration-error">
            {errorText(failure)}
          </Alert>
        )}
        <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={t.submitting}>
          {t.submit}
        </Button>
      </Flex>
      <TermsDialog
        open={dialog === 'terms'}
        onAccept={() => {
          setValue('terms', true, { shouldValidate: invalidCount > 0 });
          setDialog(null);
        }}
        onCancel={() => {
          setValue('terms', false, { shouldValidate: invalidCount > 0 });
          setDialog(null);
        }}
      />
      <AppDialog
        open={dialog === 'noEmail'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t.noEmailTitle}
        description={t.noEmailText}
      />
      {invalidCount > 0 && (
        <Snackbar key={invalidCount} variation="error">
          {t.invalid}
        </Snackbar>
      )}
    </form>
  );
};
