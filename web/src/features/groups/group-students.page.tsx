import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { useNavigate, useParams } from 'react-router';
import { SexChip } from '../../components/sex-chip.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useApi } from '../../lib/use-api.hook.js';
import { GroupSelect } from './group-select.component.js';

/**
 * /groupOverview/{id}/students (Meine Klassen): the students of a group by name with their class
 * register entry count and sex chip; the selector replaces the id in the route.
 */
export const GroupStudentsPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: groupsData } = useApi('listMyGroups');
  const { data, error, isLoading } = useApi('listGroupStudents', { params: { groupId: id } });
  const groups = groupsData?.groups ?? [];
  const group = groups.find((candidate) => candidate.id === id);

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
          onChange={(groupId) => navigate(`/groupOverview/${encodeURIComponent(groupId)}/students`, { replace: true })}
        />
      )}
      {error ? (
        <Text role="alert" className="weekplan__message">
          {errorText(error.code)}
        </Text>
      ) : isLoading || !data ? (
        <Flex justifyContent="center" padding="large">
          <Loader size="large" ariaLabel={texts.loading} />
        </Flex>
      ) : data.students.length === 0 ? (
        <Text className="weekplan__message" data-testid="group-students-empty">
          {texts.groupStudents.empty}
        </Text>
      ) : (
        <ul className="group-students__list" aria-label={texts.groupStudents.list} data-testid="group-students-list">
          {data.students.map((student) => (
            <li key={student.uid} className="group-students__item" data-testid="group-student">
              <span className="group-students__name">{student.displayName}</span>
              <span className="group-students__entries" data-testid="entry-count">
                {texts.groupStudents.entries(student.entries)}
              </span>
              {student.sex && <SexChip sex={student.sex} />}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
};
