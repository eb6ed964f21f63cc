import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '../../components/password-input.component.js';
import { loginTexts } from '../../i18n/auth.de.js';
import { ApiError } from '../../lib/api-error.js';
import { NEW_PASSWORD_REQUIRED } from '../../lib/auth-errors.js';
import { preloadAuth } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { LoginError } from './login-error.component.js';
import { loginFormSchema, type LoginFormInput, type LoginFormValues, type LoginType } from './login-form.schema.js';
import { useAuth } from './use-auth.hook.js';

// Only a first sign-in with a temporary password needs it: loaded then, so the login route stays small.
const FirstPasswordForm = lazy(() => import('./first-password-form.component.js').then((m) => ({ default: m.FirstPasswordForm })));

/**
 * The sign-in form of a login type: Cognito errors are shown under it ('Benutzer nicht gefunden'
 * with a hint per type); a failed bootstrap goes to `onBootstrapError`. A temporary password leads
 * to the step that sets the person's own one.
 */
export const LoginForm = ({
  type,
  onSignedIn,
  onBootstrapError,
}: {
  type: LoginType;
  onSignedIn: () => void;
  onBootstrapError: (code: string | null) => void;
}) => {
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<{ code: string | null } | null>(null);
  const [needsOwnPassword, setNeedsOwnPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema(type)),
    defaultValues: { login: '', password: '' },
  });

  const submit = async ({ login, password }: LoginFormValues) => {
    setFailure(null);
    try {
      await signIn(login, password);
      onSignedIn();
    } catch (error) {
      if (error instanceof ApiError) onBootstrapError(error.code);
      else if (errorCodeOf(error) === NEW_PASSWORD_REQUIRED) setNeedsOwnPassword(true);
      else setFailure({ code: errorCodeOf(error) });
    }
  };

  if (needsOwnPassword)
    return (
      <Suspense fallback={null}>
        <FirstPasswordForm onSignedIn={onSignedIn} onBootstrapError={onBootstrapError} />
      </Suspense>
    );

  const isUsername = type === 'username';
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} onFocus={preloadAuth} data-testid="login-form">
      <Flex direction="column" gap="medium">
        <TextField
          label={isUsername ? loginTexts.username : loginTexts.email}
          descriptiveText={isUsername ? loginTexts.usernameHint : undefined}
          type={isUsername ? 'text' : 'email'}
          autoComplete={isUsername ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          hasError={Boolean(errors.login)}
          errorMessage={errors.login?.message}
          {...register('login')}
        />
        <PasswordInput
          label={loginTexts.password}
          autoComplete="current-password"
          hasError={Boolean(errors.password)}
          errorMessage={errors.password?.message}
          {...register('password')}
        />
        {failure && <LoginError code={failure.code} isUsername={isUsername} />}
        <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={loginTexts.submitting}>
          {loginTexts.submit}
        </Button>
      </Flex>
    </form>
  );
};
