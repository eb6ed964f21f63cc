import { Button } from '@aws-amplify/ui-react';
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { berlinToday } from '@shared/week.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { groupStudentsTexts } from '../../i18n/groups.de.js';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { texts } from '../../i18n/texts.de.js';
import { callApi } from '../../lib/call-api.js';
import { AbsenceDialog } from '../classbook/index.js';
import type { SendTarget } from '../notifications/index.js';
import { SendNotificationDialog } from '../notifications/send-notification.lazy.js';
import { GroupSelect } from './group-select.component.js';
import { GroupStudentList } from './group-student-list.component.js';
import { ClosedYearHint } from './group-year.component.js';
import { useGroupStudents } from './groups.api.js';
import { StudentGroups } from './student-groups.component.js';
import { useGroupYear } from './use-group-year.hook.js';
import './groups.css';

/**
 * /groupOverview/{id}/students (Meine Klassen): the students of a group by name with their class
 * register entry count and sex chip, 'Abwesenheit eintragen' (the Tagebuch's dialog, from today) per
 * student, send buttons per student, and the expandable student groups (the students' courses) with
 * send buttons per group and per student; the selector replaces the id in the route. A past year's class (`?schoolYearId=`) is
 * read only: its hint, and the absence and letter buttons disabled.
 */
export const GroupStudentsPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const year = useGroupYear();
  const { data, error, mutate } = useGroupStudents(id, year.schoolYearId);
  const groups = year.data?.groups ?? [];
  const group = groups.find((candidate) => candidate.id === id);
  const [sendTarget, setSendTarget] = useState<SendTarget | null>(null);
  const [absenceOf, setAbsenceOf] = useState<{ uid: string; displayName: string }>();

  return (
    <main className="page page--narrow group-students" data-testid="group-students-page">
      <PageHeader
        back={`/groupOverview${year.search}`}
        title={
          <>
            {texts.titles.studentsOfGroup}
            {group && (
              <>
                {' '}
                <span className="group-students__group">{group.displayName}</span>
              </>
            )}
          </>
        }
      />
      <ClosedYearHint year={year} />
      {group && (
        <GroupSelect
          groups={groups}
          value={id}
          onChange={(groupId) => void navigate(`/groupOverview/${encodeURIComponent(groupId)}/students${year.search}`, { replace: true })}
        />
      )}
      {group && !year.readOnly && (
        <Button
          size="small"
          onClick={() => setSendTarget({ kind: 'group', groupId: id, name: group.displayName })}
          data-testid="send-to-group"
        >
          {notificationTexts.send.openForGroup}
        </Button>
      )}
      <LoadState
        look="page"
        data={data}
        error={error}
        empty={{ when: ({ students }) => students.length === 0, text: groupStudentsTexts.empty, testId: 'group-students-empty' }}
      >
        {({ students, studentGroups }) => (
          <>
            <GroupStudentList
              students={students}
              readOnly={year.readOnly}
              onEnterAbsence={setAbsenceOf}
              onSend={(student) => setSendTarget({ kind: 'group', groupId: id, name: student.displayName, studentUid: student.uid })}
            />
            <StudentGroups
              groups={studentGroups}
              readOnly={year.readOnly}
              onSendToGroup={(studentGroup) => setSendTarget({ kind: 'group', groupId: studentGroup.id, name: studentGroup.displayName })}
              onSendAbout={(student) => setSendTarget({ kind: 'group', groupId: id, name: student.displayName, studentUid: student.uid })}
            />
          </>
        )}
      </LoadState>
      {absenceOf && (
        <AbsenceDialog
          student={absenceOf}
          day={berlinToday()}
          onSave={async (body) => {
            await callApi('createGroupAbsence', { params: { groupId: id }, body });
            await mutate();
          }}
          onClose={() => setAbsenceOf(undefined)}
        />
      )}
      {sendTarget && (
        <Suspense fallback={null}>
          <SendNotificationDialog target={sendTarget} onClose={() => setSendTarget(null)} />
        </Suspense>
      )}
    </main>
  );
};
