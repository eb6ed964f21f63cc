import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { LinkedStudent } from '@shared/schemas/session.schema.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { studentCodesTexts as studentCodes } from '../../i18n/guardians.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { removeStudentLink } from './guardians.api.js';

/** Asks before unlinking a child; on 'Entfernen' calls the API and hands the remaining children to `onRemoved`. */
export const RemoveStudentDialog = ({
  student,
  onClose,
  onRemoved,
}: {
  student: LinkedStudent;
  onClose: () => void;
  onRemoved: (remaining: LinkedStudent[]) => Promise<unknown>;
}) => {
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null | undefined>(undefined);

  const remove = async () => {
    setBusy(true);
    try {
      const { students } = await removeStudentLink(student.uid);
      await onRemoved(students);
      onClose();
    } catch (error) {
      setErrorCode(errorCodeOf(error));
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={studentCodes.confirmTitle}
      description={<p>{studentCodes.confirmText(student.displayName)}</p>}
      width="confirm"
      testId="remove-student-dialog"
      actions={
        <>
          <Button onClick={onClose}>{studentCodes.cancel}</Button>
          <Button variation="primary" isLoading={busy} onClick={() => void remove()}>
            {studentCodes.remove}
          </Button>
        </>
      }
    >
      {errorCode !== undefined && (
        <Alert variation="error" role="alert">
          {errorText(errorCode)}
        </Alert>
      )}
    </AppDialog>
  );
};
