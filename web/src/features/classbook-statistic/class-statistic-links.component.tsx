import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import type { EventDetail } from '@shared/schemas/timetable.schema.js';
import { statisticTexts as t } from '../../i18n/classbook-statistic.de.js';
import './class-statistic-links.css';

/** The Tagebuch's links to the class statistics 'Klassenbuch' of each of the event's groups. */
export const ClassStatisticLinks = ({ groups }: Pick<EventDetail, 'groups'>) =>
  groups.length > 0 && (
    <nav className="class-statistic-links" aria-label={t.classStatistics}>
      {groups.map((group) => (
        <Button key={group.id} as={Link} to={`/classbookStatistic?groupId=${encodeURIComponent(group.id)}`} size="small" variation="link">
          {t.classStatistic(group.displayName)}
        </Button>
      ))}
    </nav>
  );
