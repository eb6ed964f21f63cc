import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { todayOverviewDays } from '@shared/today.js';
import { PageHeader } from '../../components/page-header.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { todayTexts as t } from '../../i18n/today.de.js';
import { TodayDay } from './today-day.component.js';
import '../../components/panel.css';
import './today.css';

/**
 * /todayOverview (tutors): Heute and Morgen, or on a break (from 18:00, weekends) Morgen and
 * Übermorgen, weekends skipped. Wide: the first day in the side panel, the next in the body;
 * small: one day and a button that switches to the other.
 */
export const TodayOverviewPage = () => {
  const [days] = useState(() => todayOverviewDays(new Date()));
  const [shown, setShown] = useState<0 | 1>(0);
  const wide = useWideLayout();
  const otherIndex = shown === 0 ? 1 : 0;
  const other = days[otherIndex];
  return (
    <main className="page today-overview" data-testid="today-overview-page">
      <PageHeader
        back="/"
        title={wide ? days[0].label : days[shown].label}
        actions={
          !wide && (
            <Button size="small" onClick={() => setShown(otherIndex)} className="today-overview__toggle" data-testid="today-toggle">
              {t.show(other.label)}
            </Button>
          )
        }
      />
      {wide ? (
        <div className="today-overview__columns">
          <aside className="panel" aria-label={days[0].label}>
            <TodayDay day={days[0]} />
          </aside>
          <div className="panel">
            <TodayDay day={days[1]} />
          </div>
        </div>
      ) : (
        <TodayDay key={days[shown].day} day={days[shown]} showLabel={false} />
      )}
    </main>
  );
};
