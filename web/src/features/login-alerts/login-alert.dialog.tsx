import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { loginAlertTexts as t } from '../../i18n/login-alerts.de.js';
import './login-alert.css';
import { confirmLoginAlert, usePendingLoginAlert } from './login-alerts.api.js';

/**
 * The login-alert dialog (title, body, OK): the school's message the person has not confirmed yet.
 * 'OK' tells the server, so it never shows again for this message, on any device.
 */
export const LoginAlertOnSignIn = () => {
  const { data, mutate } = usePendingLoginAlert();
  const [closed, setClosed] = useState(false);
  const alert = data?.alert;
  if (!alert || closed) return null;
  const confirm = () => {
    setClosed(true);
    void confirmLoginAlert(alert.id).then(
      (answer) => mutate(answer, { revalidate: false }),
      () => undefined,
    );
  };
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && confirm()}
      title={alert.title}
      description={alert.body}
      className="login-alert"
      persistent
      testId="login-alert-dialog"
      actions={
        <Button variation="primary" onClick={confirm}>
          {t.ok}
        </Button>
      }
    />
  );
};
