import { Button, Text } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { loginTexts } from '../../i18n/auth.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';

/** The spec's login-alert dialog (title, body, OK) for the sign-in catalogue errors of GET /api/me. */
export const SignInFailedDialog = ({ code, onClose }: { code: string | null; onClose: () => void }) => (
  <AppDialog
    open
    onOpenChange={(open) => !open && onClose()}
    title={loginTexts.failedTitle}
    description={<Text>{errorText(code)}</Text>}
    testId="sign-in-failed-dialog"
    actions={
      <Button variation="primary" onClick={onClose}>
        {texts.ok}
      </Button>
    }
  />
);
