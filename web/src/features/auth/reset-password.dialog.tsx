import { Alert, Button, Divider, Flex, Heading, PasswordField, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { confirmPasswordReset, requestPasswordReset } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { confirmResetSchema, type ConfirmResetValues } from './confirm-reset.schema.js';
import { resetPasswordSchema, type LoginType, type ResetPasswordValues } from './login-form.schema.js';

const { resetPassword: t } = texts;

type Result = { status: 'done' } | { status: 'failed'; code: string | null };

/** Errors in a red alert; an unknown user also gets the hint to try the other login type. */
const FailedAlert = ({ code, type }: { code: string | null; type?: LoginType }) => (
  <Alert variation="error" role="alert">
    {errorText(code)}
    {code === 'user-not-found' && type && <Text as="span"> {type === 'username' ? t.notFoundByUsername : t.notFoundByEmail}</Text>}
  </Alert>
);

const RequestResetForm = ({
  type,
  onToggleType,
  onSent,
}: {
  type: LoginType;
  onToggleType: () => void;
  onSent: (login: string) => void;
}) => {
  const [result, setResult] = useState<Result | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema(type)), defaultValues: { login: '' } });
  const sent = result?.status === 'done';

  const submit = async ({ login }: ResetPasswordValues) => {
    try {
      await requestPasswordReset(login);
      setResult({ status: 'done' });
      onSent(login);
    } catch (error) {
      setResult({ status: 'failed', code: errorCodeOf(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} id="reset-password-form">
      <Flex direction="column" gap="medium">
        <Text>{type === 'username' ? t.introUsername : t.introEmail}</Text>
        <TextField
          label={type === 'username' ? texts.login.username : texts.login.email}
          type={type === 'username' ? 'text' : 'email'}
          autoComplete={type === 'username' ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          isDisabled={sent}
          hasError={Boolean(errors.login)}
          errorMessage={errors.login?.message}
          {...register('login', { onChange: () => setResult(null) })}
        />
        <Button variation="link" size="small" alignSelf="flex-start" onClick={onToggleType} isDisabled={sent}>
          {type === 'username' ? t.useEmail : t.useUsername}
        </Button>
        <Text fontSize="small" color="font.secondary">
          {t.legacyNote}
        </Text>
        {sent && (
          <Alert variation="success" role="status">
            {t.success}
          </Alert>
        )}
        {result?.status === 'failed' && <FailedAlert code={result.code} type={type} />}
        <Button type="submit" variation="primary" isDisabled={sent} isLoading={isSubmitting} loadingText={t.submitting}>
          {t.submit}
        </Button>
      </Flex>
    </form>
  );
};

/** After the e-mail: the code from it and the new password (Cognito ConfirmForgotPassword). */
const ConfirmResetForm = ({ login }: { login: string }) => {
  const [result, setResult] = useState<Result | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmResetValues>({ resolver: zodResolver(confirmResetSchema), defaultValues: { code: '', newPassword: '' } });
  const done = result?.status === 'done';

  const submit = async ({ code, newPassword }: ConfirmResetValues) => {
    try {
      await confirmPasswordReset(login, code, newPassword);
      setResult({ status: 'done' });
    } catch (error) {
      setResult({ status: 'failed', code: errorCodeOf(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} id="confirm-reset-form">
      <Flex direction="column" gap="medium">
        <Heading level={3} fontSize="medium" fontWeight="bold">
          {t.confirmHeading}
        </Heading>
        <Text>{t.confirmIntro}</Text>
        <TextField
          label={t.code}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          isDisabled={done}
          hasError={Boolean(errors.code)}
          errorMessage={errors.code?.message}
          {...register('code', { onChange: () => setResult(null) })}
        />
        <PasswordField
          label={texts.account.newPassword}
          autoComplete="new-password"
          isDisabled={done}
          hasError={Boolean(errors.newPassword)}
          errorMessage={errors.newPassword?.message}
          {...register('newPassword', { onChange: () => setResult(null) })}
        />
        {done && (
          <Alert variation="success" role="status">
            {texts.account.passwordChanged}
          </Alert>
        )}
        {result?.status === 'failed' && <FailedAlert code={result.code} />}
        <Button type="submit" variation="primary" isDisabled={done} isLoading={isSubmitting}>
          {t.confirm}
        </Button>
      </Flex>
    </form>
  );
};

/**
 * 'Passwort vergessen?': one field by login type, a toggle, the June 2021 note; disabled after
 * success, then the e-mailed code and a new password finish the reset. Mount it only while open,
 * so every opening starts fresh.
 */
export const ResetPasswordDialog = ({ initialType, onClose }: { initialType: LoginType; onClose: () => void }) => {
  const [type, setType] = useState(initialType);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AppDialog open onOpenChange={(open) => !open && onClose()} title={t.title} testId="reset-password-dialog">
      <Flex direction="column" gap="medium">
        <RequestResetForm
          key={type}
          type={type}
          onToggleType={() => setType(type === 'username' ? 'email' : 'username')}
          onSent={setSentTo}
        />
        {sentTo && (
          <>
            <Divider />
            <ConfirmResetForm login={sentTo} />
          </>
        )}
      </Flex>
    </AppDialog>
  );
};
