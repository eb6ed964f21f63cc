import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginTexts, resetPasswordTexts as t } from '../../i18n/auth.de.js';
import { requestPasswordReset } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { resetPasswordSchema, type LoginType, type ResetPasswordValues } from './login-form.schema.js';
import { FailedAlert, type ResetResult } from './reset-failed.component.js';

/** The first step: the login by type (with a toggle to the other type); Cognito e-mails a code. */
export const RequestResetForm = ({
  type,
  onToggleType,
  onSent,
}: {
  type: LoginType;
  onToggleType: () => void;
  onSent: (login: string) => void;
}) => {
  const [result, setResult] = useState<ResetResult | null>(null);
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
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} id="reset-password-form">
      <Flex direction="column" gap="medium">
        <Text>{type === 'username' ? t.introUsername : t.introEmail}</Text>
        <TextField
          label={type === 'username' ? loginTexts.username : loginTexts.email}
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
