import { useNavigate, useParams } from 'react-router';
import { texts } from '../../i18n/texts.de.js';
import { WeekplanView } from '../weekplan/index.js';
import { GroupSelect } from './group-select.component.js';
import { useMyGroups } from './groups.api.js';

/** /mygroups/{id} (Meine Klassen): the week plan of a group; the selector replaces the id in the route. */
export const MyGroupsPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useMyGroups();
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
            onChange={(groupId) => void navigate(`/mygroups/${encodeURIComponent(groupId)}`, { replace: true })}
          />
        )
      }
      clickable
      testId="mygroups-page"
    />
  );
};
