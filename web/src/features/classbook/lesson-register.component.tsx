import { Alert, Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { AbsenceBody, LessonRegister, LessonRegisterBody } from '@shared/schemas/classbook.schema.js';
import type { DaynoticeBody } from '@shared/schemas/daynotice.schema.js';
import type { EventDetail } from '@shared/schemas/timetable.schema.js';
import { classbookTexts as t, daynoticeTexts } from '../../i18n/classbook.de.js';
import { ClassbookEventHeader } from './classbook-event-header.component.js';
import { DaynoticeDialog } from './daynotice.dialog.js';
import { RegisterOptions } from './register-options.component.js';
import { RegisterStudents } from './register-students.component.js';
import { useRegisterSave } from './use-register-save.hook.js';

/** The register of a loaded event: event options, 'Tagesnotiz schreiben', control buttons and the student list. */
export const LessonRegisterView = ({
  event,
  register,
  save,
  enterAbsence,
  writeDaynotice,
}: {
  event: EventDetail;
  register: LessonRegister;
  save: (body: LessonRegisterBody) => Promise<void>;
  enterAbsence: (body: AbsenceBody) => Promise<void>;
  writeDaynotice: (body: DaynoticeBody) => Promise<void>;
}) => {
  const { body, run, failure } = useRegisterSave(register, save);
  const [writingNote, setWritingNote] = useState(false);
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
      {register.canWrite && event.students.length > 0 && (
        <Button size="small" alignSelf="flex-start" onClick={() => setWritingNote(true)} data-testid="open-daynotice">
          {daynoticeTexts.open}
        </Button>
      )}
      {writingNote && (
        <DaynoticeDialog day={event.day} students={event.students} onSave={writeDaynotice} onClose={() => setWritingNote(false)} />
      )}
      <RegisterStudents event={event} register={register} body={body} run={run} enterAbsence={enterAbsence} />
    </>
  );
};
