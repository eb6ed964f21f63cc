import { Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { AbsenceBody, LessonRegister, LessonRegisterBody } from '../../../../shared/schemas/classbook.schema.js';
import type { EventDetail, EventStudent } from '../../../../shared/schemas/timetable.schema.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { AbsenceDialog } from './absence.dialog.js';
import { RegisterControl } from './register-control.component.js';
import { RegisterStudent } from './register-student.component.js';

/** 'Schüler': the control buttons and one row per student; an absence is entered in its dialog. */
export const RegisterStudents = ({
  event,
  register,
  body,
  run,
  enterAbsence,
}: {
  event: EventDetail;
  register: LessonRegister;
  body: LessonRegisterBody;
  run: (next: LessonRegisterBody) => void;
  enterAbsence: (body: AbsenceBody) => Promise<void>;
}) => {
  const [absenceOf, setAbsenceOf] = useState<EventStudent>();
  const enabled = register.canWrite && register.controllStarted;
  return (
    <section className="classbook__section" aria-labelledby="classbook-students">
      <div className="classbook__students-head">
        <Heading level={2} fontSize="large" id="classbook-students">
          {t.students} ({event.students.length})
        </Heading>
        <RegisterControl event={event} register={register} body={body} run={run} />
      </div>
      {event.students.length === 0 ? (
        <Text>{t.noStudents}</Text>
      ) : (
        <ul className="classbook__list">
          {event.students.map((student) => (
            <RegisterStudent
              key={student.uid}
              student={student}
              entry={register.students[student.uid]}
              marks={register.marks.filter((mark) => mark.studentUid === student.uid)}
              enabled={enabled}
              onChange={(entry) => run({ ...body, students: { ...body.students, [student.uid]: entry } })}
              onEnterAbsence={register.canWrite ? () => setAbsenceOf(student) : undefined}
            />
          ))}
        </ul>
      )}
      {absenceOf && <AbsenceDialog student={absenceOf} day={event.day} onSave={enterAbsence} onClose={() => setAbsenceOf(undefined)} />}
    </section>
  );
};
