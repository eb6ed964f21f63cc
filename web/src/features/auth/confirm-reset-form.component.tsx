import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../../components/password-input.component.js';
import { accountTexts } from '../../i18n/account.de.js';
import { resetPasswordTexts as t } from '../../i18n/auth.de.js';
import { confirmPasswordReset } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { confirmResetSchema, type ConfirmResetValues } from './confirm-reset.schema.js';
import { FailedAlert, type ResetResult } from './reset-failed.component.js';

/** After the e-mail: the code from it and the new password (Cognito ConfirmForgotPassword). */
export const ConfirmResetForm = ({ login }: { login: string }) => {
  const [result, setResult] = useState<ResetResult | null>(null);
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
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} id="confirm-reset-form">
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
        <PasswordInput
          label={accountTexts.newPassword}
          autoComplete="new-password"
          isDisabled={done}
          hasError={Boolean(errors.newPassword)}
          errorMessage={errors.newPassword?.message}
          {...register('newPassword', { onChange: () => setResult(null) })}
        />
        {done && (
          <Alert variation="success" role="status">
            {accountTexts.passwordChanged}
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
