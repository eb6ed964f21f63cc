import { TextField } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { CalendarToolbar } from './calendar-toolbar.component.js';

interface CalendarNavigationProps {
  month: string;
  /** The first and last day the page holds (YYYY-MM-DD). */
  range: { from: string; to: string };
  onMonth: (month: string) => void;
  onToday: () => void;
  onMinimise: () => void;
  /** The calendar filter, shown beside (wide) or under the toolbar when opened (small). */
  filter: ReactNode;
}

/** Wide screens: the month field and the filter at the side; small screens: the toolbar that opens the filter. */
export const CalendarNavigation = ({ month, range, onMonth, onToday, onMinimise, filter }: CalendarNavigationProps) => {
  const wide = useWideLayout();
  const [filterOpen, setFilterOpen] = useState(false);
  return wide ? (
    <aside className="calendar__side" aria-label={t.calendars}>
      <TextField
        label={t.month}
        type="month"
        value={month}
        min={range.from.slice(0, 7)}
        max={range.to.slice(0, 7)}
        onChange={(event) => onMonth(event.target.value)}
        data-testid="calendar-month"
      />
      {filter}
    </aside>
  ) : (
    <div className="calendar__small">
      <CalendarToolbar onMinimise={onMinimise} onToday={onToday} filterOpen={filterOpen} onFilter={() => setFilterOpen((open) => !open)} />
      {filterOpen && filter}
    </div>
  );
};
