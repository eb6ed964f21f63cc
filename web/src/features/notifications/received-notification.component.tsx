import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ReceivedNotification } from '@shared/schemas/notification.schema.js';
import { notificationTexts as t } from '../../i18n/notifications.de.js';
import { notificationTime } from './notification-time.model.js';
import { useMarkNotification } from './notifications.api.js';

/** One received notification: a click marks it read, with Ctrl or ⌘ unread again; links to its poll or pin. */
export const ReceivedNotificationItem = ({ item }: { item: ReceivedNotification }) => {
  const mark = useMarkNotification();
  const toggle = (event: MouseEvent) => void mark(item, event.metaKey || event.ctrlKey);
  return (
    <li className={`notification notification--${item.type}${item.unread ? ' notification--unread' : ''}`} data-testid="notification">
      <button type="button" className="notification__button" onClick={toggle} title={t.markHint}>
        <span className="notification__meta">
          <span className={`notification__type notification__type--${item.type}`}>{t.types[item.type]}</span>
          <time dateTime={item.deliveredAt}>{notificationTime(item.deliveredAt)}</time>
          {item.senderName && <span>{t.from(item.senderName)}</span>}
          {item.unread && <span className="notification__unread">{t.unread}</span>}
        </span>
        <span className="notification__title">{item.title}</span>
        <span className="notification__body">{item.body}</span>
      </button>
      {item.poll && (
        <Link
          to={`/poll/${item.poll.id}`}
          className="notification__poll"
          data-testid="notification-poll"
          onClick={() => void mark(item, false)}
        >
          {t.openPoll(item.poll.label)}
        </Link>
      )}
      {item.pin && (
        <Link
          to={`/pins?pin=${encodeURIComponent(item.pin.id)}`}
          className="notification__poll"
          data-testid="notification-pin"
          onClick={() => void mark(item, false)}
        >
          {t.openPin(item.pin.title)}
        </Link>
      )}
    </li>
  );
};
