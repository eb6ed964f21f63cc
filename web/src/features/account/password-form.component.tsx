import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { PasswordInput } from '../../components/password-input.component.js';
import { accountTexts as account } from '../../i18n/account.de.js';
import { changePassword } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { passwordFormSchema, type PasswordFormValues } from './account-forms.schema.js';

/** 'Passwort ändern': the current and a new password (Cognito). */
export const PasswordForm = () => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = async ({ currentPassword, newPassword }: PasswordFormValues) => {
    try {
      await changePassword(currentPassword, newPassword);
      resetField('currentPassword');
      resetField('newPassword');
      setOutcome({ ok: true, text: account.passwordChanged });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="password-form">
      <Flex direction="column" gap="small">
        <Heading level={3} fontSize="medium" fontWeight="bold">
          {account.passwordHeading}
        </Heading>
        <PasswordInput
          label={account.currentPassword}
          autoComplete="current-password"
          hasError={Boolean(errors.currentPassword)}
          errorMessage={errors.currentPassword?.message}
          {...register('currentPassword', { onChange: () => setOutcome(null) })}
        />
        <PasswordInput
          label={account.newPassword}
          autoComplete="new-password"
          hasError={Boolean(errors.newPassword)}
          errorMessage={errors.newPassword?.message}
          {...register('newPassword', { onChange: () => setOutcome(null) })}
        />
        <OutcomeAlert outcome={outcome} />
        <Button type="submit" alignSelf="flex-start" isLoading={isSubmitting}>
          {account.savePassword}
        </Button>
      </Flex>
    </form>
  );
};
