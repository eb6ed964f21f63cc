import { Alert, Button, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { useState } from 'react';
import { useParams } from 'react-router';
import { resetControl, startControl } from '../../../../shared/classbook-rules.js';
import type { AbsenceBody, LessonRegister, LessonRegisterBody, StudentRegister } from '../../../../shared/schemas/classbook.schema.js';
import { eventCollectionSchema, type EventDetail, type EventStudent } from '../../../../shared/schemas/timetable.schema.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { classbookTexts as t } from '../../i18n/classbook.de.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { ApiError } from '../../lib/api-error.js';
import { useEventDetail } from '../event-detail/index.js';
import { ClassStatisticLinks } from '../classbook-statistic/index.js';
import { AbsenceDialog } from './absence.dialog.js';
import { useLessonRegister } from './classbook.api.js';
import { RegisterStudent } from './register-student.component.js';
import './classbook.css';

const bodyOf = ({ controllStarted, topic, notice, students }: LessonRegister): LessonRegisterBody => ({
  controllStarted,
  ...(topic ? { topic } : {}),
  ...(notice ? { notice } : {}),
  students,
});

const messageOf = (error: ApiError) =>
  Object.values(error.fields ?? {})
    .map((code) => t.fieldErrors[code])
    .find(Boolean) ?? errorText(error.code);

/** The register of a loaded event: event options, control buttons and the student list. */
const Register = ({
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
  const [absenceOf, setAbsenceOf] = useState<EventStudent>();
  const [topic, setTopic] = useState(register.topic ?? '');
  const [notice, setNotice] = useState(register.notice ?? '');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const body = bodyOf(register);
  const run = (next: LessonRegisterBody) => {
    setFailure(undefined);
    save(next).catch((error: unknown) => setFailure(error instanceof ApiError ? messageOf(error) : errorText(null)));
  };
  const absent = new Set(register.marks.filter((mark) => mark.kind === 'absence').map((mark) => mark.studentUid));
  const enabled = register.canWrite && register.controllStarted;
  const change = (uid: string, entry: StudentRegister) => run({ ...body, students: { ...body.students, [uid]: entry } });

  return (
    <>
      <div className="classbook__header">
        <Text as="p" fontSize="large" fontWeight="bold" data-testid="classbook-event">
          {event.displayName}
        </Text>
        <Text as="p">
          {format(parseISO(event.day), 'EEEE, dd.MM.yyyy', { locale: de })} · {texts.eventDetail.time(event.starttime, event.endtime)}
        </Text>
        <ClassStatisticLinks groups={event.groups} />
      </div>
      {!register.canWrite && <Alert variation="info">{t.readOnly}</Alert>}
      {failure && (
        <Alert variation="error" data-testid="classbook-error">
          {failure}
        </Alert>
      )}
      <section className="classbook__section" aria-labelledby="classbook-options">
        <Heading level={2} fontSize="large" id="classbook-options">
          {t.eventOptions}
        </Heading>
        <TextField
          label={t.topic}
          value={topic}
          maxLength={500}
          isDisabled={!register.canWrite}
          onChange={(e) => setTopic(e.target.value)}
        />
        <TextAreaField
          label={t.notice}
          value={notice}
          maxLength={500}
          isDisabled={!register.canWrite}
          onChange={(e) => setNotice(e.target.value)}
        />
        {register.canWrite && (
          <Button size="small" onClick={() => run({ ...body, topic: topic.trim() || undefined, notice: notice.trim() || undefined })}>
            {t.saveOptions}
          </Button>
        )}
      </section>
      <section className="classbook__section" aria-labelledby="classbook-students">
        <div className="classbook__students-head">
          <Heading level={2} fontSize="large" id="classbook-students">
            {t.students} ({event.students.length})
          </Heading>
          {register.canWrite &&
            (register.controllStarted ? (
              <Button size="small" variation="warning" onClick={() => setAsking(true)}>
                {t.reset}
              </Button>
            ) : (
              <Button
                size="small"
                variation="primary"
                onClick={() =>
                  run(
                    startControl(
                      body,
                      event.students.map((s) => s.uid),
                      absent,
                    ),
                  )
                }
              >
                {t.start}
              </Button>
            ))}
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
                onChange={(entry) => change(student.uid, entry)}
                onEnterAbsence={register.canWrite ? () => setAbsenceOf(student) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      {absenceOf && <AbsenceDialog student={absenceOf} day={event.day} onSave={enterAbsence} onClose={() => setAbsenceOf(undefined)} />}
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

/** /eventDetail/{collectionName}/{id}/classbook (tutors): 'Tagebuch' of one event. */
export const ClassbookPage = () => {
  const { collectionName, id = '' } = useParams();
  const collection = eventCollectionSchema.safeParse(collectionName);
  const known = collection.success ? collection.data : null;
  const detail = useEventDetail(known, id);
  const register = useLessonRegister(known, id);
  const data = detail.data && register.data ? { event: detail.data, register: register.data } : undefined;
  return (
    <main className="page page--narrow classbook" data-testid="classbook-page">
      <PageHeader back={`/eventDetail/${collectionName ?? ''}/${encodeURIComponent(id)}`} title={texts.titles.classbook} />
      <LoadState look="page" data={data} error={known ? (detail.error ?? register.error) : { code: 'not-found' }}>
        {({ event, register: loaded }) => (
          <Register
            event={event}
            register={loaded}
            save={register.save}
            enterAbsence={async (body) => {
              await register.enterAbsence(body);
              await detail.mutate();
            }}
          />
        )}
      </LoadState>
    </main>
  );
};
