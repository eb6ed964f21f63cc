import { Button } from '@aws-amplify/ui-react';
import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { SexChip } from '../../components/sex-chip.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { texts } from '../../i18n/texts.de.js';
import { SendNotificationDialog, type SendTarget } from '../notifications/index.js';
import { GroupSelect } from './group-select.component.js';
import { useGroupStudents, useMyGroups } from './groups.api.js';
import './groups.css';

/**
 * /groupOverview/{id}/students (Meine Klassen): the students of a group by name with their class
 * register entry count and sex chip; the selector replaces the id in the route.
 */
export const GroupStudentsPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: groupsData } = useMyGroups();
  const { data, error } = useGroupStudents(id);
  const groups = groupsData?.groups ?? [];
  const group = groups.find((candidate) => candidate.id === id);
  const [sendTarget, setSendTarget] = useState<SendTarget | null>(null);

  return (
    <main className="page page--narrow group-students" data-testid="group-students-page">
      <PageHeader
        back="/groupOverview"
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
      {group && (
        <GroupSelect
          groups={groups}
          value={id}
          onChange={(groupId) => void navigate(`/groupOverview/${encodeURIComponent(groupId)}/students`, { replace: true })}
        />
      )}
      {group && (
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
        empty={{ when: ({ students }) => students.length === 0, text: texts.groupStudents.empty, testId: 'group-students-empty' }}
      >
        {({ students }) => (
          <ul className="group-students__list" aria-label={texts.groupStudents.list} data-testid="group-students-list">
            {students.map((student) => (
              <li key={student.uid} className="group-students__item" data-testid="group-student">
                <span className="group-students__name">{student.displayName}</span>
                <span className="group-students__entries" data-testid="entry-count">
                  {texts.groupStudents.entries(student.entries)}
                </span>
                {student.sex && <SexChip sex={student.sex} />}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={notificationTexts.send.openForStudent(student.displayName)}
                  title={notificationTexts.send.openForStudent(student.displayName)}
                  onClick={() => setSendTarget({ kind: 'group', groupId: id, name: student.displayName, studentUid: student.uid })}
                  data-testid="send-to-student"
                >
                  <Icon name="mail" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {sendTarget && (
        <Suspense fallback={null}>
          <SendNotificationDialog target={sendTarget} onClose={() => setSendTarget(null)} />
        </Suspense>
      )}
    </main>
  );
};
