import { Alert, Text } from '@aws-amplify/ui-react';
import { loginTexts } from '../../i18n/auth.de.js';
import { errorText } from '../../i18n/errors.de.js';

/** The failed sign-in in words; 'Benutzer nicht gefunden' with the hint for the login type. */
export const LoginError = ({ code, isUsername }: { code: string | null; isUsername: boolean }) => (
  <Alert variation="error" hasIcon={false} data-testid="login-error">
    <Text as="span" fontWeight="bold" color="inherit">
      {errorText(code)}
    </Text>
    {code === 'user-not-found' && (
      <Text as="span" display="block" color="inherit">
        {isUsername ? loginTexts.userNotFoundByUsername : loginTexts.userNotFoundByEmail}
      </Text>
    )}
  </Alert>
);
