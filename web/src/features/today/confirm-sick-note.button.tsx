import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { todayTexts as t } from '../../i18n/today.de.js';
import { confirmAbsence } from './today.api.js';

/** 'Bestätigen' of a guardian's sick note by the class teacher; `onConfirmed` reloads what shows it. */
export const ConfirmSickNoteButton = ({ absenceId, onConfirmed }: { absenceId: string; onConfirmed: () => Promise<unknown> }) => {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
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
      <Button size="small" variation="primary" isLoading={busy} onClick={() => void confirm()} data-testid="confirm-sick-note">
        {t.confirm}
      </Button>
      {failed && (
        <span role="alert" className="today-list__error">
          {t.confirmFailed}
        </span>
      )}
    </>
  );
};
