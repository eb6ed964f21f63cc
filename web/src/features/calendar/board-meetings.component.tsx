import { Button, Heading } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { calendarTexts as t } from '../../i18n/calendar.de.js';
import { boardEntries, dayLabel } from './calendar-view.model.js';
import { useCalendarPage } from './calendar.api.js';
import './board-meetings.css';

const BOARD_MAX = 5;

/**
 * 'Am Schwarzen Brett' on the start page: the next date of each meeting the caller sees that its
 * author marked 'Am Schwarzen Brett anzeigen'; nothing while loading or when there is none.
 */
export const BoardMeetings = () => {
  const { data } = useCalendarPage();
  const entries = data ? boardEntries(data.meetings, data.today, BOARD_MAX) : [];
  if (entries.length === 0) return null;
  return (
    <section className="board-meetings" aria-labelledby="board-meetings-heading" data-testid="board-meetings">
      <Heading level={2} id="board-meetings-heading" className="board-meetings__heading">
        {t.board}
      </Heading>
      <ul className="board-meetings__list">
        {entries.map((entry) => (
          <li key={entry.meetingId}>
            <strong>{entry.name}</strong>
            <span>
              {dayLabel(entry.day)}, {t.timeRange(entry.starttime, entry.endtime)}
            </span>
          </li>
        ))}
      </ul>
      <Button as={Link} to="/calendar" variation="link" size="small">
        {t.boardAll}
      </Button>
    </section>
  );
};
