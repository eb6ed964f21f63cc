import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { offlineTexts } from '../../i18n/offline.de.js';
import { todayTexts as t } from '../../i18n/today.de.js';
import { useOnline } from '../../lib/use-online.hook.js';
import { confirmAbsence } from './today.api.js';

/** 'Bestätigen' of a guardian's sick note by the class teacher (online only); `onConfirmed` reloads what shows it. */
export const ConfirmSickNoteButton = ({ absenceId, onConfirmed }: { absenceId: string; onConfirmed: () => Promise<unknown> }) => {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const online = useOnline();
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await confirmAbsence(absenceId);
      await onConfirmed();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variation="primary"
        isLoading={busy}
        isDisabled={!online}
        title={online ? undefined : offlineTexts.actionNeedsNetwork}
        onClick={() => void confirm()}
        data-testid="confirm-sick-note"
      >
        {t.confirm}
      </Button>
      {!online && <span className="today-list__offline">{offlineTexts.actionNeedsNetwork}</span>}
      {failed && (
        <span role="alert" className="today-list__error">
          {t.confirmFailed}
        </span>
      )}
    </>
  );
};
