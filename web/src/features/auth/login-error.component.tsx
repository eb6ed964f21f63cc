import { Alert, Text } from '@aws-amplify/ui-react';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';

/** The failed sign-in in words; 'Benutzer nicht gefunden' with the hint for the login type. */
export const LoginError = ({ code, isUsername }: { code: string | null; isUsername: boolean }) => (
  <Alert variation="error" hasIcon={false} data-testid="login-error">
    <Text as="span" fontWeight="bold" color="inherit">
      {errorText(code)}
    </Text>
    {code === 'user-not-found' && (
      <Text as="span" display="block" color="inherit">
        {isUsername ? texts.login.userNotFoundByUsername : texts.login.userNotFoundByEmail}
      </Text>
    )}
  </Alert>
);
