import { useState, type ReactNode } from 'react';
import { NotificationDayMenu } from './notification-day-menu.component.js';
import { notificationDays } from './notification-days.model.js';
import { berlinDay } from './notification-time.model.js';

/** The day menu and list of one tab, filtered by the chosen day. */
export const NotificationList = <T extends { id: string }>({
  items,
  at,
  unread,
  render,
}: {
  items: T[];
  at: (item: T) => string;
  unread: (item: T) => boolean;
  render: (item: T) => ReactNode;
}) => {
  const [day, setDay] = useState<string | null>(null);
  const shown = day ? items.filter((item) => berlinDay(at(item)) === day) : items;
  return (
    <div className="notifications__layout">
      <NotificationDayMenu
        days={notificationDays(items.map((item) => ({ at: at(item), unread: unread(item) })))}
        selected={day}
        onSelect={setDay}
      />
      <ul className="notifications__list" data-testid="notification-list">
        {shown.map(render)}
      </ul>
    </div>
  );
};
