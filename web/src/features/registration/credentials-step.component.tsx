import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { Snackbar } from '../../components/snackbar.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { registrationTexts } from '../../i18n/registration.de.js';
import { ClassTeacherFields } from './class-teacher-fields.component.js';
import type { CredentialsFormValues } from './credentials-form.schema.js';
import { EmailFields } from './email-fields.component.js';
import { PasswordFields } from './password-fields.component.js';
import { TermsField } from './terms-field.component.js';
import { useCredentialsForm } from './use-credentials-form.hook.js';

const t = registrationTexts.credentials;

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
  const { form, username, invalidCount, failure, onSubmit } = useCredentialsForm(kind, usernamePrefix, onRegister);
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="credentials-form">
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
            {...form.register('displayName')}
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
