import { Alert, Button, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { APP_VERSION } from '@shared/table-design.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { updateTexts } from '../../i18n/start.de.js';
import { activateUpdate, checkForUpdate, type UpdateCheckResult } from '../../lib/app-update.js';

type UpdateState = { status: 'checking' } | { status: 'failed' } | UpdateCheckResult;

/**
 * 'Nach Update suchen': the service worker looks for a newer build (checking, then found or none).
 * Found, the dialog stays until 'Neue Version verwenden' lets the new worker take over and reloads.
 */
export const UpdateCheckDialog = ({ onClose }: { onClose: () => void }) => {
  const [state, setState] = useState<UpdateState>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    const check = 'serviceWorker' in navigator ? checkForUpdate() : Promise.resolve<UpdateCheckResult>({ status: 'none' });
    check.then(
      (result) => active && setState(result),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={updateTexts.title}
      testId="update-dialog"
      persistent={state.status === 'found'}
      actions={
        state.status === 'found' ? (
          <Button variation="primary" onClick={() => activateUpdate(state.worker)}>
            {updateTexts.useNew}
          </Button>
        ) : undefined
      }
    >
      {state.status === 'checking' && (
        <Text role="status">
          <Loader aria-hidden="true" /> {updateTexts.checking}
        </Text>
      )}
      {state.status === 'none' && <Text role="status">{updateTexts.none(APP_VERSION)}</Text>}
      {state.status === 'found' && <Text role="status">{updateTexts.found}</Text>}
      {state.status === 'failed' && <Alert variation="error">{updateTexts.failed}</Alert>}
    </AppDialog>
  );
};
