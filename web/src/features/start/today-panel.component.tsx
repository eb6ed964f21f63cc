import { useState } from 'react';
import { todayOverviewDays } from '@shared/today.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { TodayDay } from '../today/index.js';
import '../../components/panel.css';

/** The tutor's today overview of the first day beside the tiles, on wide screens only. */
export const TodayPanel = () => {
  const [days] = useState(() => todayOverviewDays(new Date()));
  const wide = useWideLayout();
  if (!wide) return null;
  return (
    <aside className="panel" aria-label={days[0].label} data-testid="today-panel">
      <TodayDay day={days[0]} />
    </aside>
  );
};
