import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { PasswordInput } from '../../components/password-input.component.js';
import { accountTexts } from '../../i18n/account.de.js';
import { loginTexts } from '../../i18n/auth.de.js';
import { ApiError } from '../../lib/api-error.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { LoginError } from './login-error.component.js';
import { useAuth } from './use-auth.hook.js';

const PASSWORD_MIN = 6;
const firstPasswordSchema = z.object({
  newPassword: z.string().check(z.minLength(1, accountTexts.passwordRequired), z.minLength(PASSWORD_MIN, accountTexts.passwordMin)),
});
type FirstPasswordValues = z.output<typeof firstPasswordSchema>;

/**
 * The second step of a first sign-in with a temporary password (a newly onboarded admin): the own
 * password replaces it, then the person is signed in.
 */
export const FirstPasswordForm = ({
  onSignedIn,
  onBootstrapError,
}: {
  onSignedIn: () => void;
  onBootstrapError: (code: string | null) => void;
}) => {
  const { completeFirstPassword } = useAuth();
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FirstPasswordValues>({ resolver: zodResolver(firstPasswordSchema), defaultValues: { newPassword: '' } });

  const submit = async ({ newPassword }: FirstPasswordValues) => {
    setFailure(undefined);
    try {
      await completeFirstPassword(newPassword);
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError) onBootstrapError(error.code);
      else setFailure(errorCodeOf(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="first-password-form">
      <Flex direction="column" gap="medium">
        <Heading level={2} fontSize="large">
          {loginTexts.firstPasswordTitle}
        </Heading>
        <Text>{loginTexts.firstPasswordIntro}</Text>
        <PasswordInput
          label={loginTexts.firstPassword}
          autoComplete="new-password"
          hasError={Boolean(errors.newPassword)}
          errorMessage={errors.newPassword?.message}
          {...register('newPassword')}
        />
        {failure !== undefined && <LoginError code={failure} isUsername />}
        <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={loginTexts.submitting}>
          {loginTexts.firstPasswordSubmit}
        </Button>
      </Flex>
    </form>
  );
};
