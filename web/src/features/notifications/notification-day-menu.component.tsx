import { Button } from '@aws-amplify/ui-react';
import { notificationTexts as t } from '../../i18n/notifications.de.js';
import type { DayEntry } from './notification-days.model.js';
import { dayLabel } from './notification-time.model.js';

/** The side menu of days with their counts and an unread dot; 'Alle Tage' clears the choice. */
export const NotificationDayMenu = ({
  days,
  selected,
  onSelect,
}: {
  days: DayEntry[];
  selected: string | null;
  onSelect: (day: string | null) => void;
}) => (
  <nav className="notifications__days" aria-label={t.days} data-testid="notification-days">
    <ul>
      <li>
        <Button size="small" variation={selected === null ? 'primary' : 'link'} onClick={() => onSelect(null)}>
          {t.allDays}
        </Button>
      </li>
      {days.map((entry) => (
        <li key={entry.day}>
          <Button
            size="small"
            variation={selected === entry.day ? 'primary' : 'link'}
            aria-label={t.dayEntry(dayLabel(entry.day), entry.count, entry.unread)}
            onClick={() => onSelect(entry.day)}
            data-testid="notification-day"
          >
            {dayLabel(entry.day)} ({entry.count}){entry.unread && <span className="notifications__dot" aria-hidden="true" />}
          </Button>
        </li>
      ))}
    </ul>
  </nav>
);
