import { Alert, Text } from '@aws-amplify/ui-react';
import { resetPasswordTexts as t } from '../../i18n/auth.de.js';
import { errorText } from '../../i18n/errors.de.js';
import type { LoginType } from './login-form.schema.js';

/** How a step of the reset ended. */
export type ResetResult = { status: 'done' } | { status: 'failed'; code: string | null };

/** Errors in a red alert; an unknown user also gets the hint to try the other login type. */
export const FailedAlert = ({ code, type }: { code: string | null; type?: LoginType }) => (
  <Alert variation="error" role="alert">
    {errorText(code)}
    {code === 'user-not-found' && type && <Text as="span"> {type === 'username' ? t.notFoundByUsername : t.notFoundByEmail}</Text>}
  </Alert>
);
