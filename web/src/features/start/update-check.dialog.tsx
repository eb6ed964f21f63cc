import { Alert, Button, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { APP_VERSION } from '../../../../shared/table-design.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { getHealth } from './start.api.js';

type UpdateState =
  { status: 'checking' } | { status: 'none' } | { status: 'found'; version: string } | { status: 'failed'; code: string | null };

/** 'Nach Update suchen': compares the deployed version (GET /api/health) with this build's. */
export const UpdateCheckDialog = ({ onClose }: { onClose: () => void }) => {
  const [state, setState] = useState<UpdateState>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    getHealth().then(
      ({ version }) => active && setState(version === APP_VERSION ? { status: 'none' } : { status: 'found', version }),
      (error: unknown) => active && setState({ status: 'failed', code: errorCodeOf(error) }),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.update.title}
      testId="update-dialog"
      actions={
        state.status === 'found' ? (
          <Button variation="primary" onClick={() => window.location.reload()}>
            {texts.update.useNew}
          </Button>
        ) : undefined
      }
    >
      {state.status === 'checking' && (
        <Text role="status">
          <Loader aria-hidden="true" /> {texts.update.checking}
        </Text>
      )}
      {state.status === 'none' && <Text role="status">{texts.update.none(APP_VERSION)}</Text>}
      {state.status === 'found' && <Text role="status">{texts.update.found(state.version)}</Text>}
      {state.status === 'failed' && <Alert variation="error">{errorText(state.code)}</Alert>}
    </AppDialog>
  );
};
