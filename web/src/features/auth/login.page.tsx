import {
  Alert,
  Button,
  Card,
  Divider,
  Flex,
  Heading,
  PasswordField,
  Text,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { ApiError } from '../../lib/api-error.js';
import { preloadAuth } from '../../lib/auth.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { useAuth } from './auth.context.js';
import { loginFormSchema, type LoginFormInput, type LoginFormValues, type LoginType } from './login-form.schema.js';
import { readLoginType, storeLoginType } from './login-type.storage.js';
import { redirectTarget } from './redirect-target.js';
import './auth.css';

// Dialogs load when opened: the login route's first load stays small.
const ResetPasswordDialog = lazy(() => import('./reset-password.dialog.js').then((m) => ({ default: m.ResetPasswordDialog })));
const SignInFailedDialog = lazy(() => import('./sign-in-failed.dialog.js').then((m) => ({ default: m.SignInFailedDialog })));
const SupportTicketDialog = lazy(() => import('../support/index.js').then((m) => ({ default: m.SupportTicketDialog })));

/** What the loader hands over when the stored session failed with a catalogue error. */
export type LoginLocationState = { signInError?: string | null } | null;

const LoginForm = ({
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
      else setFailure({ code: errorCodeOf(error) });
    }
  };

  const isUsername = type === 'username';
  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preloadAuth} data-testid="login-form">
      <Flex direction="column" gap="medium">
        <TextField
          label={isUsername ? texts.login.username : texts.login.email}
          descriptiveText={isUsername ? texts.login.usernameHint : undefined}
          type={isUsername ? 'text' : 'email'}
          autoComplete={isUsername ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          hasError={Boolean(errors.login)}
          errorMessage={errors.login?.message}
          {...register('login')}
        />
        <PasswordField
          label={texts.login.password}
          autoComplete="current-password"
          showPasswordButtonLabel={texts.login.showPassword}
          passwordIsHiddenLabel={texts.login.passwordHidden}
          passwordIsShownLabel={texts.login.passwordShown}
          hasError={Boolean(errors.password)}
          errorMessage={errors.password?.message}
          {...register('password')}
        />
        {failure && (
          <Alert variation="error" hasIcon={false} data-testid="login-error">
            <Text as="span" fontWeight="bold" color="inherit">
              {errorText(failure.code)}
            </Text>
            {failure.code === 'user-not-found' && (
              <Text as="span" display="block" color="inherit">
                {isUsername ? texts.login.userNotFoundByUsername : texts.login.userNotFoundByEmail}
              </Text>
            )}
          </Alert>
        )}
        <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText={texts.login.submitting}>
          {texts.login.submit}
        </Button>
      </Flex>
    </form>
  );
};

/** /login: user-ID or e-mail sign-in, password reset, sign-up and support links. */
export const LoginPage = () => {
  const { bootstrap } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'));
  const [type, setType] = useState<LoginType>(readLoginType);
  const [dialog, setDialog] = useState<'reset' | 'support' | null>(null);
  const [bootstrapError, setBootstrapError] = useState<string | null | undefined>((location.state as LoginLocationState)?.signInError);

  if (bootstrap && bootstrapError === undefined) return <Navigate to={target} replace />;

  const changeType = (value: string | (string | undefined)[] | undefined) => {
    const next: LoginType = value === 'email' ? 'email' : 'username';
    storeLoginType(next);
    setType(next);
  };

  return (
    <main className="login-page">
      <Card variation="elevated" className="login-card">
        <Flex direction="column" gap="large">
          <Flex direction="column" gap="xs" alignItems="center">
            <img src="/favicon.svg" alt="" width={56} height={56} />
            <Text className="login-card__app-name">{texts.appName}</Text>
            <Heading level={1} fontSize="xxl" className="page-title">
              {texts.login.title}
            </Heading>
            <Text textAlign="center" color="font.secondary">
              {texts.login.intro}
            </Text>
          </Flex>
          <Flex direction="column" gap="xs">
            <Text id="login-type-label" fontSize="small" color="font.secondary">
              {texts.login.loginType}
            </Text>
            <ToggleButtonGroup
              value={type}
              isExclusive
              isSelectionRequired
              onChange={changeType}
              aria-labelledby="login-type-label"
              size="small"
              className="login-type"
            >
              <ToggleButton value="username" data-testid="login-type-username">
                {texts.login.byUsername}
              </ToggleButton>
              <ToggleButton value="email" data-testid="login-type-email">
                {texts.login.byEmail}
              </ToggleButton>
            </ToggleButtonGroup>
          </Flex>
          <LoginForm key={type} type={type} onSignedIn={() => navigate(target, { replace: true })} onBootstrapError={setBootstrapError} />
          <Flex justifyContent="space-between" wrap="wrap" gap="small">
            <Button variation="link" size="small" onClick={() => setDialog('reset')}>
              {texts.login.forgotPassword}
            </Button>
            <Button variation="link" size="small" onClick={() => setDialog('support')}>
              {texts.login.reportProblem}
            </Button>
          </Flex>
          <Divider />
          <Flex justifyContent="center" alignItems="center" wrap="wrap" gap="small">
            <Text>{texts.login.noAccount}</Text>
            <Link to="/signUp" className="amplify-button amplify-button--small">
              {texts.login.signUp}
            </Link>
          </Flex>
        </Flex>
      </Card>
      <Suspense fallback={null}>
        {dialog === 'reset' && <ResetPasswordDialog initialType={type} onClose={() => setDialog(null)} />}
        {dialog === 'support' && <SupportTicketDialog onClose={() => setDialog(null)} />}
        {bootstrapError !== undefined && (
          <SignInFailedDialog
            code={bootstrapError}
            onClose={() => {
              setBootstrapError(undefined);
              navigate({ search: location.search }, { replace: true, state: null });
            }}
          />
        )}
      </Suspense>
    </main>
  );
};
