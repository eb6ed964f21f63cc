import { useNavigate, useParams } from 'react-router';
import { texts } from '../../i18n/texts.de.js';
import { WeekplanView } from '../weekplan/index.js';
import { GroupSelect } from './group-select.component.js';
import { ClosedYearHint } from './group-year.component.js';
import { useGroupYear } from './use-group-year.hook.js';

/**
 * /mygroups/{id} (Meine Klassen): the week plan of a group; the selector replaces the id in the
 * route. A past year's plan (`?schoolYearId=`) is read only: its lessons do not open the Tagebuch.
 */
export const MyGroupsPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const year = useGroupYear();
  const groups = year.data?.groups ?? [];
  return (
    <WeekplanView
      title={texts.titles.mygroups}
      backTo={`/groupOverview${year.search}`}
      groupId={id}
      schoolYearId={year.schoolYearId}
      toolbar={
        <>
          <ClosedYearHint year={year} />
          {groups.some((group) => group.id === id) && (
            <GroupSelect
              groups={groups}
              value={id}
              onChange={(groupId) => void navigate(`/mygroups/${encodeURIComponent(groupId)}${year.search}`, { replace: true })}
            />
          )}
        </>
      }
      clickable={!year.readOnly}
      testId="mygroups-page"
    />
  );
};
