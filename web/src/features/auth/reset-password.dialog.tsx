import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { requestPasswordReset } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { resetPasswordSchema, type LoginType, type ResetPasswordValues } from './login-form.schema.js';

type Result = { status: 'sent' } | { status: 'failed'; code: string | null };

const ResetPasswordForm = ({ type, onToggleType }: { type: LoginType; onToggleType: () => void }) => {
  const [result, setResult] = useState<Result | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema(type)), defaultValues: { login: '' } });
  const sent = result?.status === 'sent';

  const submit = async ({ login }: ResetPasswordValues) => {
    try {
      await requestPasswordReset(login);
      setResult({ status: 'sent' });
    } catch (error) {
      setResult({ status: 'failed', code: errorCodeOf(error) });
    }
  };

  const field = register('login', { onChange: () => setResult(null) });
  return (
    <form noValidate onSubmit={handleSubmit(submit)} id="reset-password-form">
      <Flex direction="column" gap="medium">
        <Text>{type === 'username' ? texts.resetPassword.introUsername : texts.resetPassword.introEmail}</Text>
        <TextField
          label={type === 'username' ? texts.login.username : texts.login.email}
          type={type === 'username' ? 'text' : 'email'}
          autoComplete={type === 'username' ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          isDisabled={sent}
          hasError={Boolean(errors.login)}
          errorMessage={errors.login?.message}
          {...field}
        />
        <Button variation="link" size="small" alignSelf="flex-start" onClick={onToggleType} isDisabled={sent}>
          {type === 'username' ? texts.resetPassword.useEmail : texts.resetPassword.useUsername}
        </Button>
        <Text fontSize="small" color="font.secondary">
          {texts.resetPassword.legacyNote}
        </Text>
        {result?.status === 'sent' && <Alert variation="success">{texts.resetPassword.success}</Alert>}
        {result?.status === 'failed' && <Alert variation="error">{errorText(result.code)}</Alert>}
        <Button
          type="submit"
          variation="primary"
          isDisabled={sent}
          isLoading={isSubmitting}
          loadingText={texts.resetPassword.submitting}
        >
          {texts.resetPassword.submit}
        </Button>
      </Flex>
    </form>
  );
};

/**
 * 'Passwort vergessen?': one field by login type, a toggle, the June 2021 note; disabled after
 * success. Mount it only while open, so every opening starts fresh.
 */
export const ResetPasswordDialog = ({ initialType, onClose }: { initialType: LoginType; onClose: () => void }) => {
  const [type, setType] = useState(initialType);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.resetPassword.title}
      testId="reset-password-dialog"
    >
      <ResetPasswordForm
        key={type}
        type={type}
        onToggleType={() => setType(type === 'username' ? 'email' : 'username')}
      />
    </AppDialog>
  );
};
