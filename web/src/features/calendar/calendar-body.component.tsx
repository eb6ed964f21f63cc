import { useMemo, useState } from 'react';
import type { CalendarPage as CalendarPageData, Meeting } from '@shared/schemas/calendar.schema.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { CalendarFilter } from './calendar-filter.component.js';
import { CalendarMeetings } from './calendar-meetings.component.js';
import { CalendarNavigation } from './calendar-navigation.component.js';
import type { CalendarView } from './calendar-toolbar.component.js';
import { meetingsByMonth } from './calendar-view.model.js';
import { meetingValues, newMeetingValues, type MeetingFormValues } from './meeting-form.model.js';
import type { LoadedMeeting } from './use-meeting-editor.hook.js';

export interface Editing {
  /** The meeting and the revision it was loaded at; none for a new meeting. */
  loaded?: LoadedMeeting;
  initial: MeetingFormValues;
}

const jumpTo = (month: string) => document.getElementById(`month-${month}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

interface CalendarBodyProps {
  data: CalendarPageData;
  /** Tutors: the calendars they may put meetings into (those the dialog offers), once loaded. */
  usable: ReadonlySet<string> | undefined;
  onEdit: (editing: Editing) => void;
}

/** The loaded page: side menu (wide) or toolbar (small), the list by month or the grid. */
export const CalendarBody = ({ data, usable, onEdit }: CalendarBodyProps) => {
  const wide = useWideLayout();
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [examsShown, setExamsShown] = useState(true);
  const exams = useMemo(() => (examsShown ? data.exams : []), [examsShown, data.exams]);
  const [view, setView] = useState<CalendarView>('list');
  // The day the grids show the month or week of: today at first; the month field, 'Heute' and ‹ › move it.
  const [focus, setFocus] = useState(data.today);
  const [collapseSignal, setCollapseSignal] = useState(0);
  const calendars = useMemo(() => new Map(data.calendars.map((calendar) => [calendar.id, calendar])), [data.calendars]);
  const selected = useMemo(
    () => new Set(data.calendars.filter((calendar) => !hidden.has(calendar.id)).map((c) => c.id)),
    [data.calendars, hidden],
  );
  const select = (next: Set<string>) => setHidden(new Set(data.calendars.filter((calendar) => !next.has(calendar.id)).map((c) => c.id)));
  const groups = useMemo(() => meetingsByMonth(data.meetings, selected, exams), [data.meetings, selected, exams]);
  const edit = (meeting: Meeting) =>
    meeting.canEdit && onEdit({ loaded: { meetingId: meeting.id, revision: meeting.revision }, initial: meetingValues(meeting) });
  const goTo = (target: string) => {
    setFocus(target === data.today.slice(0, 7) ? data.today : `${target}-01`);
    if (view === 'list') jumpTo(groups.find((group) => group.month >= target)?.month ?? target);
  };
  const today = () => goTo(data.today.slice(0, 7));
  return (
    <div className={wide ? 'calendar calendar--wide' : 'calendar'}>
      <CalendarNavigation
        month={focus.slice(0, 7)}
        range={data}
        onMonth={goTo}
        onToday={today}
        onMinimise={() => setCollapseSignal((value) => value + 1)}
        filter={
          <CalendarFilter
            calendars={data.calendars}
            selected={selected}
            onChange={select}
            add={usable && { calendarIds: usable, onAdd: (calendarId) => onEdit({ initial: newMeetingValues(data.today, calendarId) }) }}
            exams={data.exams.length > 0 ? { shown: examsShown, onChange: setExamsShown } : undefined}
          />
        }
      />
      <CalendarMeetings
        meetings={data.meetings}
        exams={exams}
        groups={groups}
        calendars={calendars}
        selected={selected}
        view={view}
        onView={setView}
        focus={focus}
        onFocus={setFocus}
        range={data}
        onToday={wide ? today : undefined}
        collapseSignal={collapseSignal}
        onEdit={edit}
      />
    </div>
  );
};
