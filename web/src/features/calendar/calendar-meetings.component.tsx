import type { Calendar, Meeting } from '../../../../shared/schemas/calendar.schema.js';
import { ViewSwitch, type CalendarView } from './calendar-toolbar.component.js';
import type { MonthGroup } from './calendar-view.js';
import { MeetingGrid } from './meeting-grid.component.js';
import { MeetingList } from './meeting-list.component.js';

const dateOfMonth = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

interface CalendarMeetingsProps {
  meetings: readonly Meeting[];
  groups: MonthGroup[];
  calendars: ReadonlyMap<string, Calendar>;
  selected: ReadonlySet<string>;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  month: string;
  onMonth: (month: string) => void;
  collapseSignal: number;
  onEdit: (meeting: Meeting) => void;
}

/** The view switch and the shown meetings: the list by month, or the month, week or day grid. */
export const CalendarMeetings = ({
  meetings,
  groups,
  calendars,
  selected,
  view,
  onView,
  month,
  onMonth,
  collapseSignal,
  onEdit,
}: CalendarMeetingsProps) => (
  <div className="calendar__main">
    <ViewSwitch view={view} onChange={onView} />
    {view === 'list' ? (
      <MeetingList
        groups={groups}
        calendars={calendars}
        collapseSignal={collapseSignal}
        onEdit={(id) => {
          const meeting = meetings.find((m) => m.id === id);
          if (meeting) onEdit(meeting);
        }}
      />
    ) : (
      <MeetingGrid
        meetings={meetings}
        calendars={calendars}
        selected={selected}
        view={view}
        date={dateOfMonth(month)}
        onDateChange={(date) => onMonth(monthOf(date))}
        onSelect={onEdit}
      />
    )}
  </div>
);
