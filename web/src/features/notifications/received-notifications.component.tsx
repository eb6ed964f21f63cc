import { LoadState } from '../../components/load-state.component.js';
import { notificationTexts as t } from '../../i18n/notifications.de.js';
import { NotificationList } from './notification-list.component.js';
import { useReceivedNotifications } from './notifications.api.js';
import { ReceivedNotificationItem } from './received-notification.component.js';

/** The 'Empfangen' list, optionally only the unread ones. */
export const ReceivedNotifications = ({ onlyUnread }: { onlyUnread: boolean }) => {
  const received = useReceivedNotifications();
  return (
    <LoadState
      look="page"
      data={received.data}
      error={received.error}
      empty={{
        when: ({ notifications }) => notifications.filter((item) => !onlyUnread || item.unread).length === 0,
        text: t.empty.received,
        testId: 'notifications-empty',
      }}
    >
      {({ notifications }) => (
        <NotificationList
          items={notifications.filter((item) => !onlyUnread || item.unread)}
          at={(item) => item.deliveredAt}
          unread={(item) => item.unread}
          render={(item) => <ReceivedNotificationItem key={item.id} item={item} />}
        />
      )}
    </LoadState>
  );
};
