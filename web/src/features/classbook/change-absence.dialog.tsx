import type { AbsenceBody } from '@shared/schemas/classbook.schema.js';
import { callApi } from '../../lib/call-api.js';
import { AbsenceDialog } from './absence.dialog.js';

/**
 * Changing or removing an absence (its author or the student's class teacher): the absence dialog
 * filled with its values, saved as a whole (every day copy) or removed after the question;
 * `onChanged` reloads what shows it.
 */
export const ChangeAbsenceDialog = ({
  absence,
  studentName,
  onChanged,
  onClose,
}: {
  absence: AbsenceBody;
  studentName: string;
  onChanged: () => Promise<unknown>;
  onClose: () => void;
}) => (
  <AbsenceDialog
    student={{ uid: absence.studentUid, displayName: studentName }}
    day={absence.start}
    absence={absence}
    onSave={async (body) => {
      await callApi('changeAbsence', { body });
      await onChanged();
    }}
    onRemove={async () => {
      await callApi('removeAbsence', { params: { absenceId: absence.absenceId } });
      await onChanged();
    }}
    onClose={onClose}
  />
);
