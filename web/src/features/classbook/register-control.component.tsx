import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { resetControl, startControl } from '@shared/classbook-rules.js';
import type { LessonRegister, LessonRegisterBody } from '@shared/schemas/classbook.schema.js';
import type { EventDetail } from '@shared/schemas/timetable.schema.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';

/** 'Kontrolle starten', or 'Zurücksetzen' after a confirmation, for a tutor who may write. */
export const RegisterControl = ({
  event,
  register,
  body,
  run,
}: {
  event: EventDetail;
  register: LessonRegister;
  body: LessonRegisterBody;
  run: (next: LessonRegisterBody) => void;
}) => {
  const [asking, setAsking] = useState(false);
  if (!register.canWrite) return null;
  const start = () =>
    run(
      startControl(
        body,
        event.students.map((s) => s.uid),
        register.marks,
      ),
    );
  return (
    <>
      {register.controllStarted ? (
        <Button size="small" variation="warning" onClick={() => setAsking(true)}>
          {t.reset}
        </Button>
      ) : (
        <Button size="small" variation="primary" onClick={start}>
          {t.start}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t.resetTitle}
          text={t.resetText}
          confirm={t.resetConfirm}
          cancel={t.cancel}
          variation="warning"
          testId="classbook-reset-dialog"
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            run(resetControl(body));
          }}
        />
      )}
    </>
  );
};
