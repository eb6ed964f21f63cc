import { Button, TextField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import type { CalendarPage as CalendarPageData, Meeting } from '../../../../shared/schemas/calendar.schema.js';
import { Icon } from '../../components/icon.component.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { Snackbar } from '../../components/snackbar.component.js';
import { useWideLayout } from '../../components/use-wide-layout.hook.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { useBootstrap } from '../auth/index.js';
import { useCalendarPage, useMeetingOptions } from './calendar.api.js';
import { CalendarFilter } from './calendar-filter.component.js';
import { CalendarToolbar, ViewSwitch, type CalendarView } from './calendar-toolbar.component.js';
import { meetingsByMonth } from './calendar-view.js';
import { MeetingEditDialog } from './meeting-edit.dialog.js';
import { meetingValues, newMeetingValues, type MeetingFormValues } from './meeting-form.js';
import { MeetingGrid } from './meeting-grid.component.js';
import { MeetingList } from './meeting-list.component.js';
import './calendar.css';

interface Editing {
  meetingId?: string;
  initial: MeetingFormValues;
}

const jumpTo = (month: string) => document.getElementById(`month-${month}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
const dateOfMonth = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

interface CalendarBodyProps {
  data: CalendarPageData;
  /** Tutors: the calendars they may put meetings into (those the dialog offers), once loaded. */
  usable: ReadonlySet<string> | undefined;
  onEdit: (editing: Editing) => void;
}

/** The loaded page: side menu (wide) or toolbar (small), the list by month or the grid, and the edit dialog. */
const CalendarBody = ({ data, usable, onEdit }: CalendarBodyProps) => {
  const wide = useWideLayout();
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [view, setView] = useState<CalendarView>('list');
  const [month, setMonth] = useState(data.today.slice(0, 7));
  const [collapseSignal, setCollapseSignal] = useState(0);
  const [filterOpen, setFilterOpen] = useState(false);
  const calendars = useMemo(() => new Map(data.calendars.map((calendar) => [calendar.id, calendar])), [data.calendars]);
  const selected = useMemo(
    () => new Set(data.calendars.filter((calendar) => !hidden.has(calendar.id)).map((c) => c.id)),
    [data.calendars, hidden],
  );
  const select = (next: Set<string>) => setHidden(new Set(data.calendars.filter((calendar) => !next.has(calendar.id)).map((c) => c.id)));
  const groups = useMemo(() => meetingsByMonth(data.meetings, selected), [data.meetings, selected]);
  const edit = (meeting: Meeting) => meeting.canEdit && onEdit({ meetingId: meeting.id, initial: meetingValues(meeting) });
  const goTo = (target: string) => {
    setMonth(target);
    if (view === 'list') jumpTo(groups.find((group) => group.month >= target)?.month ?? target);
  };
  const filter = (
    <CalendarFilter
      calendars={data.calendars}
      selected={selected}
      onChange={select}
      add={usable && { calendarIds: usable, onAdd: (calendarId) => onEdit({ initial: newMeetingValues(data.today, calendarId) }) }}
    />
  );
  return (
    <div className={wide ? 'calendar calendar--wide' : 'calendar'}>
      {wide ? (
        <aside className="calendar__side" aria-label={t.calendars}>
          <TextField
            label={t.month}
            type="month"
            value={month}
            min={data.from.slice(0, 7)}
            max={data.to.slice(0, 7)}
            onChange={(event) => goTo(event.target.value)}
            data-testid="calendar-month"
          />
          {filter}
        </aside>
      ) : (
        <div className="calendar__small">
          <CalendarToolbar
            onMinimise={() => setCollapseSignal((value) => value + 1)}
            onToday={() => goTo(data.today.slice(0, 7))}
            filterOpen={filterOpen}
            onFilter={() => setFilterOpen((open) => !open)}
          />
          {filterOpen && filter}
        </div>
      )}
      <div className="calendar__main">
        <ViewSwitch view={view} onChange={setView} />
        {view === 'list' ? (
          <MeetingList
            groups={groups}
            calendars={calendars}
            collapseSignal={collapseSignal}
            onEdit={(id) => {
              const meeting = data.meetings.find((m) => m.id === id);
              if (meeting) edit(meeting);
            }}
          />
        ) : (
          <MeetingGrid
            meetings={data.meetings}
            calendars={calendars}
            selected={selected}
            view={view}
            date={dateOfMonth(month)}
            onDateChange={(date) => setMonth(`${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`)}
            onSelect={edit}
          />
        )}
      </div>
    </div>
  );
};

/** /calendar 'Termine': the caller's meetings 10 months before and after today; tutors add and their own edit. */
export const CalendarPage = () => {
  const bootstrap = useBootstrap();
  const isTutor = bootstrap.internalRole === 'tutor';
  const { data, error } = useCalendarPage();
  const { data: options } = useMeetingOptions(isTutor);
  const usable = useMemo(() => options && new Set(options.calendars.map((calendar) => calendar.id)), [options]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <main className="page" data-testid="calendar-page">
      <PageHeader
        back="/"
        title={t.title}
        actions={
          isTutor &&
          data && (
            <Button
              variation="primary"
              size="small"
              gap="xxs"
              onClick={() => setEditing({ initial: newMeetingValues(data.today) })}
              data-testid="meeting-add"
            >
              <Icon name="add" size={20} />
              {t.add}
            </Button>
          )
        }
      />
      <LoadState data={data} error={error} look="page">
        {(loaded) => <CalendarBody data={loaded} usable={usable} onEdit={setEditing} />}
      </LoadState>
      {editing && options && (
        <MeetingEditDialog
          meetingId={editing.meetingId}
          initial={editing.initial}
          options={options}
          onClose={(text) => {
            setEditing(null);
            if (text) setMessage(text);
          }}
        />
      )}
      {message && (
        <Snackbar key={message} onClose={() => setMessage(null)}>
          {message}
        </Snackbar>
      )}
    </main>
  );
};
