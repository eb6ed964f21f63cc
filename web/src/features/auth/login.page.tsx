import { Button, Card, Divider, Flex, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginTexts } from '../../i18n/auth.de.js';
import { LegalLinks } from '../legal/index.js';
import { LoginForm } from './login-form.component.js';
import type { LoginType } from './login-form.schema.js';
import { LoginHeader } from './login-header.component.js';
import { LoginTypeToggle } from './login-type-toggle.component.js';
import { readLoginType } from './login-type.store.js';
import { redirectTarget } from './redirect-target.model.js';
import { useAuth } from './use-auth.hook.js';
import './auth.css';

// Dialogs load when opened: the login route's first load stays small.
const ResetPasswordDialog = lazy(() => import('./reset-password.dialog.js').then((m) => ({ default: m.ResetPasswordDialog })));
const SignInFailedDialog = lazy(() => import('./sign-in-failed.dialog.js').then((m) => ({ default: m.SignInFailedDialog })));
const SupportTicketDialog = lazy(() => import('../support/index.js').then((m) => ({ default: m.SupportTicketDialog })));

/** What the loader hands over when the stored session failed with a catalogue error. */
export type LoginLocationState = { signInError?: string | null } | null;

/** /login: user-ID or e-mail sign-in, password reset, sign-up, support, terms and privacy links. */
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

  return (
    <main className="login-page">
      <Card variation="elevated" className="login-card">
        <Flex direction="column" gap="large">
          <LoginHeader />
          <LoginTypeToggle type={type} onChange={setType} />
          <LoginForm
            key={type}
            type={type}
            onSignedIn={() => void navigate(target, { replace: true })}
            onBootstrapError={setBootstrapError}
          />
          <Flex justifyContent="space-between" wrap="wrap" gap="small">
            <Button variation="link" size="small" onClick={() => setDialog('reset')}>
              {loginTexts.forgotPassword}
            </Button>
            <Button variation="link" size="small" onClick={() => setDialog('support')}>
              {loginTexts.reportProblem}
            </Button>
          </Flex>
          <Divider />
          <Flex justifyContent="center" alignItems="center" wrap="wrap" gap="small">
            <Text>{loginTexts.noAccount}</Text>
            <Link to="/signUp" className="amplify-button amplify-button--small">
              {loginTexts.signUp}
            </Link>
          </Flex>
          <LegalLinks />
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
              void navigate({ search: location.search }, { replace: true, state: null });
            }}
          />
        )}
      </Suspense>
    </main>
  );
};
