import { Alert } from '@aws-amplify/ui-react';
import { errorText } from '../i18n/errors.de.js';

/** What an action ended with: its success text or the failure's error code; null before or after changes. */
export type Outcome = { ok: true; text: string } | { ok: false; code: string | null } | null;

/** The outcome of an action under its form: a success status or the error text as an alert. */
export const OutcomeAlert = ({ outcome }: { outcome: Outcome }) =>
  outcome && (
    <Alert variation={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.ok ? outcome.text : errorText(outcome.code)}
    </Alert>
  );
