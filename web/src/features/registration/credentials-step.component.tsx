import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { generateUsername } from '../../../../shared/generated-username.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { ClassTeacherFields } from './class-teacher-fields.component.js';
import { credentialsFormSchema, type CredentialsFormInput, type CredentialsFormValues } from './credentials-form.schema.js';
import { EmailFields } from './email-fields.component.js';
import { PasswordFields } from './password-fields.component.js';
import { TermsField } from './terms-field.component.js';

const t = registrationTexts.credentials;

const secureRandom = () => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
};

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
  const [invalidCount, setInvalidCount] = useState(0);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const form = useForm<CredentialsFormInput, unknown, CredentialsFormValues>({
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (values: CredentialsFormValues) => {
    setFailure(undefined);
    try {
      await onRegister(values);
    } catch (error) {
      setFailure(errorCodeOf(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit, () => setInvalidCount((count) => count + 1))(event)}
      data-testid="credentials-form"
    >
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
        <EmailFields form={form} />
        <PasswordFields form={form} />
        {kind === 'tutor' && <ClassTeacherFields form={form} />}
        <TermsField form={form} validate={invalidCount > 0} />
        {failure !== undefined && (
          <Alert variation="error" hasIcon={false} data-testid="registration-error">
            {errorText(failure)}
          </Alert>
        )}
        <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={t.submitting}>
          {t.submit}
        </Button>
      </Flex>
      {invalidCount > 0 && (
        <Snackbar key={invalidCount} variation="error">
          {t.invalid}
        </Snackbar>
      )}
    </form>
  );
};
