import { useCallback } from 'react';
import type { Calendar, CalendarExam, Meeting } from '@shared/schemas/calendar.schema.js';
import { ViewSwitch, type CalendarView } from './calendar-toolbar.component.js';
import type { MonthGroup } from './calendar-view.model.js';
import { GridNavigation } from './grid-navigation.component.js';
import { MeetingGrid } from './meeting-grid.component.js';
import { MeetingList } from './meeting-list.component.js';

/** A day (YYYY-MM-DD) as the grid's local date, and back. */
const dateOfDay = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

interface CalendarMeetingsProps {
  meetings: readonly Meeting[];
  /** The exams shown (none when 'Klausuren' is unchecked). */
  exams: readonly CalendarExam[];
  groups: MonthGroup[];
  calendars: ReadonlyMap<string, Calendar>;
  selected: ReadonlySet<string>;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  /** The day whose month or week the grid shows. */
  focus: string;
  onFocus: (day: string) => void;
  /** The first and last day the page holds. */
  range: { from: string; to: string };
  /** Wide screens: 'Heute' beside the grid's arrows. */
  onToday?: () => void;
  collapseSignal: number;
  onEdit: (meeting: Meeting) => void;
}

/** The view switch and the shown meetings and exams: the list by month, or the month or week grid with its ‹ Heute ›. */
export const CalendarMeetings = ({
  meetings,
  exams,
  groups,
  calendars,
  selected,
  view,
  onView,
  focus,
  onFocus,
  range,
  onToday,
  collapseSignal,
  onEdit,
}: CalendarMeetingsProps) => {
  const showDay = useCallback(
    (date: Date) => {
      onFocus(dayOf(date));
      onView('week');
    },
    [onFocus, onView],
  );
  return (
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
        <>
          <GridNavigation view={view} focus={focus} range={range} onFocus={onFocus} onToday={onToday} />
          <MeetingGrid
            meetings={meetings}
            exams={exams}
            calendars={calendars}
            selected={selected}
            view={view}
            date={dateOfDay(focus)}
            onDateChange={(date) => onFocus(dayOf(date))}
            onSelect={onEdit}
            onShowDay={showDay}
          />
        </>
      )}
    </div>
  );
};
