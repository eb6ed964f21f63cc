import { useNavigate, useParams } from 'react-router';
import { texts } from '../../i18n/texts.de.js';
import { useApi } from '../../lib/use-api.hook.js';
import { WeekplanView } from '../weekplan/weekplan-view.component.js';
import { GroupSelect } from './group-select.component.js';

/** /mygroups/{id} (Meine Klassen): the week plan of a group; the selector replaces the id in the route. */
export const MyGroupsPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useApi('listMyGroups');
  const groups = data?.groups ?? [];
  return (
    <WeekplanView
      title={texts.titles.mygroups}
      backTo="/groupOverview"
      groupId={id}
      toolbar={
        groups.some((group) => group.id === id) && (
          <GroupSelect
            groups={groups}
            value={id}
            onChange={(groupId) => navigate(`/mygroups/${encodeURIComponent(groupId)}`, { replace: true })}
          />
        )
      }
      clickable
      testId="mygroups-page"
    />
  );
};
