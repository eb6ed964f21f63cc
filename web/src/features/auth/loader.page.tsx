import { Alert, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import type { LoginLocationState } from './login.page.js';
import { redirectTarget, withRedirect } from './redirect-target.model.js';
import { useAuth } from './use-auth.hook.js';
import './auth.css';

/**
 * /loader: checks the stored Cognito session, loads the bootstrap and goes on to the redirect
 * target; without a session to /login. A network failure can be retried here; any other error
 * has signed the user out and shows on the login page.
 */
export const LoaderPage = () => {
  const { loadSession } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = redirectTarget(searchParams.get('redirect'));
  const [attempt, setAttempt] = useState(0);
  const [networkError, setNetworkError] = useState(false);

  useEffect(() => {
    let active = true;
    loadSession().then(
      (bootstrap) => {
        if (!active) return;
        void navigate(bootstrap ? target : withRedirect('/login', target), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const code = errorCodeOf(error);
        if (code === 'network-error') setNetworkError(true);
        else void navigate(withRedirect('/login', target), { replace: true, state: { signInError: code } satisfies LoginLocationState });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt, loadSession, navigate, target]);

  return (
    <main className="login-page" aria-busy={!networkError}>
      <Card variation="elevated" className="login-card">
        <Flex direction="column" gap="medium" alignItems="center">
          <Heading level={1}>{texts.appName}</Heading>
          {networkError ? (
            <>
              <Alert variation="error" hasIcon={false} heading={texts.loader.failedTitle}>
                {errorText('network-error')}
              </Alert>
              <Flex gap="small" wrap="wrap" justifyContent="center">
                <Button
                  variation="primary"
                  onClick={() => {
                    setNetworkError(false);
                    setAttempt(attempt + 1);
                  }}
                >
                  {texts.retry}
                </Button>
                <Button onClick={() => void navigate(withRedirect('/login', target), { replace: true })}>{texts.loader.toLogin}</Button>
              </Flex>
            </>
          ) : (
            <>
              <Loader size="large" aria-hidden="true" />
              <Text role="status">{texts.loader.checking}</Text>
            </>
          )}
        </Flex>
      </Card>
    </main>
  );
};
