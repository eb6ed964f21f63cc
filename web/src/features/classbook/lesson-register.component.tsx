import { Alert } from '@aws-amplify/ui-react';
import type { AbsenceBody, LessonRegister, LessonRegisterBody } from '../../../../shared/schemas/classbook.schema.js';
import type { EventDetail } from '../../../../shared/schemas/timetable.schema.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { ClassbookEventHeader } from './classbook-event-header.component.js';
import { RegisterOptions } from './register-options.component.js';
import { RegisterStudents } from './register-students.component.js';
import { useRegisterSave } from './use-register-save.hook.js';

/** The register of a loaded event: event options, control buttons and the student list. */
export const LessonRegisterView = ({
  event,
  register,
  save,
  enterAbsence,
}: {
  event: EventDetail;
  register: LessonRegister;
  save: (body: LessonRegisterBody) => Promise<void>;
  enterAbsence: (body: AbsenceBody) => Promise<void>;
}) => {
  const { body, run, failure } = useRegisterSave(register, save);
  return (
    <>
      <ClassbookEventHeader event={event} />
      {!register.canWrite && <Alert variation="info">{t.readOnly}</Alert>}
      {failure && (
        <Alert variation="error" data-testid="classbook-error">
          {failure}
        </Alert>
      )}
      <RegisterOptions register={register} body={body} run={run} />
      <RegisterStudents event={event} register={register} body={body} run={run} enterAbsence={enterAbsence} />
    </>
  );
};
