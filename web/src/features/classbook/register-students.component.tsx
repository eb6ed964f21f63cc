import { Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { AbsenceBody, LessonRegister, LessonRegisterBody, StudentRegister } from '@shared/schemas/classbook.schema.js';
import type { EventDetail, EventStudent } from '@shared/schemas/timetable.schema.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { AbsenceDialog } from './absence.dialog.js';
import { RegisterControl } from './register-control.component.js';
import { RegisterStudent } from './register-student.component.js';
import { StudentEditor } from './student-editor.component.js';

/** From this width the student's editor stands beside the list (split view); below it opens under the student's row. */
const SPLIT_VIEW_WIDTH = 1000;

interface RegisterStudentsProps {
  event: EventDetail;
  register: LessonRegister;
  body: LessonRegisterBody;
  run: (next: LessonRegisterBody) => void;
  enterAbsence: (body: AbsenceBody) => Promise<void>;
}

/** 'Anwesenheit': the control buttons, one row per student and the selected student's editor; an absence is entered in its dialog. */
export const RegisterStudents = ({ event, register, body, run, enterAbsence }: RegisterStudentsProps) => {
  const [absenceOf, setAbsenceOf] = useState<EventStudent>();
  const [selectedUid, setSelectedUid] = useState<string>();
  const split = useWideLayout(SPLIT_VIEW_WIDTH);
  const enabled = register.canWrite && register.controllStarted;
  const change = (uid: string) => (entry: StudentRegister) => run({ ...body, students: { ...body.students, [uid]: entry } });
  const editor = (student: EventStudent) => (
    <StudentEditor
      key={student.uid}
      student={student}
      entry={register.students[student.uid]}
      canWrite={register.canWrite}
      controlStarted={register.controllStarted}
      onChange={change(student.uid)}
    />
  );
  const selected = event.students.find((student) => student.uid === selectedUid);
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
        <div className={split ? 'classbook__split' : undefined}>
          <ul className="classbook__list">
            {event.students.map((student) => (
              <RegisterStudent
                key={student.uid}
                student={student}
                entry={register.students[student.uid]}
                marks={register.marks.filter((mark) => mark.studentUid === student.uid)}
                enabled={enabled}
                onChange={change(student.uid)}
                onEnterAbsence={register.canWrite ? () => setAbsenceOf(student) : undefined}
                selected={student.uid === selectedUid}
                onSelect={() => setSelectedUid(student.uid === selectedUid ? undefined : student.uid)}
              >
                {!split && student.uid === selectedUid && editor(student)}
              </RegisterStudent>
            ))}
          </ul>
          {split && <aside className="classbook__editor">{selected ? editor(selected) : <Text>{t.chooseStudent}</Text>}</aside>}
        </div>
      )}
      {absenceOf && <AbsenceDialog student={absenceOf} day={event.day} onSave={enterAbsence} onClose={() => setAbsenceOf(undefined)} />}
    </section>
  );
};
