import { format, getDay, parse, startOfWeek } from 'date-fns';
import { de } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import { Calendar as BigCalendar, dateFnsLocalizer, type Components, type ShowMoreProps, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { Calendar, CalendarExam, Meeting } from '@shared/schemas/calendar.schema.js';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { EXAM_COLOR } from '../../lib/event-colors.js';
import { isShown, textColorOn } from './calendar-view.model.js';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { de },
});

interface GridEvent {
  title: string;
  start: Date;
  end: Date;
  /** Absent on an exam, which opens nothing. */
  meeting?: Meeting;
  color?: string;
}

/** Wall-clock times of a Berlin day as a local date of the browser (the grid only places them). */
const at = (day: string, time: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date + (time < '06:00' ? 1 : 0), hours, minutes);
};

interface MeetingGridProps {
  meetings: readonly Meeting[];
  exams: readonly CalendarExam[];
  calendars: ReadonlyMap<string, Calendar>;
  selected: ReadonlySet<string>;
  view: 'month' | 'week';
  date: Date;
  onDateChange: (date: Date) => void;
  onSelect: (meeting: Meeting) => void;
  /** '+N weitere' on a full day of the month: show that day's week (stable, or the day cells remount). */
  onShowDay: (date: Date) => void;
}

/**
 * A full day's '+N weitere' as a cell of the grid's row (the library's bare button would be a child a screen reader's
 * table cannot hold), opening that day's week instead of a popup.
 */
const showMoreOpening =
  (onShowDay: (date: Date) => void) =>
  ({ slotDate, count }: ShowMoreProps<GridEvent>) => (
    <div role="cell">
      <button
        type="button"
        className="rbc-button-link rbc-show-more"
        aria-label={t.grid.showMoreLabel(count, format(slotDate, 'EEEE, d. MMMM', { locale: de }))}
        onClick={() => onShowDay(slotDate)}
      >
        {t.grid.showMore(count)}
      </button>
    </div>
  );

/** The month or week grid of the shown meetings and exams (react-big-calendar), Monday first, in German. */
export const MeetingGrid = ({ meetings, exams, calendars, selected, view, date, onDateChange, onSelect, onShowDay }: MeetingGridProps) => {
  const [, setView] = useState<View>(view);
  const components = useMemo<Components<GridEvent>>(() => ({ showMore: showMoreOpening(onShowDay) }), [onShowDay]);
  const events = useMemo<GridEvent[]>(
    () => [
      ...meetings
        .filter((meeting) => isShown(meeting, selected))
        .flatMap((meeting) =>
          meeting.dates.map((day) => ({
            title: meeting.name,
            start: at(day, meeting.starttime),
            end: at(day, meeting.endtime),
            meeting,
            color: calendars.get(meeting.calendarIds[0] ?? '')?.color,
          })),
        ),
      ...exams.map((exam) => ({
        title: t.exam(exam.subject),
        start: at(exam.day, exam.starttime),
        end: at(exam.day, exam.endtime),
        color: EXAM_COLOR,
      })),
    ],
    [meetings, exams, selected, calendars],
  );
  return (
    <div className="meeting-grid" data-testid="meeting-grid">
      <BigCalendar<GridEvent>
        localizer={localizer}
        culture="de"
        events={events}
        view={view}
        views={['month', 'week']}
        onView={setView}
        toolbar={false}
        date={date}
        onNavigate={onDateChange}
        min={new Date(1970, 0, 1, 6, 0)}
        messages={t.grid}
        eventPropGetter={(event) => ({ style: event.color ? { backgroundColor: event.color, color: textColorOn(event.color) } : {} })}
        onSelectEvent={(event) => event.meeting && onSelect(event.meeting)}
        components={components}
        style={{ height: view === 'month' ? 640 : 760 }}
      />
    </div>
  );
};
