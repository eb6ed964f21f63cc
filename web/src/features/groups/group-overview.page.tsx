import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { groupsTexts } from '../../i18n/groups.de.js';
import { texts } from '../../i18n/texts.de.js';
import { GroupSelect } from './group-select.component.js';
import { ClosedYearHint, YearSelect } from './group-year.component.js';
import { useGroupYear } from './use-group-year.hook.js';
import '../../components/tile.css';
import './groups.css';

const TileContent = ({ icon, label, hint }: { icon: 'weekplan' | 'school' | 'groups'; label: string; hint?: string }) => (
  <>
    <span className="tile__icon">
      <Icon name={icon} size={28} />
    </span>
    <span className="tile__label">
      {label}
      {hint && <span className="tile__hint">{hint}</span>}
    </span>
  </>
);

/**
 * /groupOverview (Meine Klassen): the year and group selectors and the tiles week plan, students and
 * person groups; a past year (`?schoolYearId=`) is shown read only with its hint.
 */
export const GroupOverviewPage = () => {
  const year = useGroupYear();
  const { data, error, search } = year;
  const [selected, setSelected] = useState<string>();
  const groups = data?.groups ?? [];
  const groupId = groups.find((group) => group.id === selected)?.id ?? groups[0]?.id;

  return (
    <main className="page group-overview" data-testid="group-overview-page">
      <PageHeader back="/" title={texts.titles.groupOverview} />
      <YearSelect year={year} />
      <ClosedYearHint year={year} />
      <LoadState look="page" data={data} error={error} empty={{ when: () => !groupId, text: groupsTexts.empty, testId: 'groups-empty' }}>
        {() =>
          groupId && (
            <>
              <GroupSelect groups={groups} value={groupId} onChange={setSelected} />
              <ul className="tile-grid" aria-label={texts.titles.groupOverview} data-testid="group-tiles">
                <li>
                  <Link to={`/mygroups/${encodeURIComponent(groupId)}${search}`} className="tile" data-testid="tile-mygroups">
                    <TileContent icon="weekplan" label={groupsTexts.weekplan} />
                  </Link>
                </li>
                <li>
                  <Link to={`/groupOverview/${encodeURIComponent(groupId)}/students${search}`} className="tile" data-testid="tile-students">
                    <TileContent icon="school" label={groupsTexts.students} />
                  </Link>
                </li>
                <li>
                  <button type="button" className="tile tile--disabled" disabled data-testid="tile-person-groups">
                    <TileContent icon="groups" label={groupsTexts.personGroups} hint={groupsTexts.comingSoon} />
                  </button>
                </li>
              </ul>
            </>
          )
        }
      </LoadState>
    </main>
  );
};
