import { LoadState } from '../../components/load-state.component.js';
import { notificationTexts as t } from '../../i18n/notifications.de.js';
import { NotificationList } from './notification-list.component.js';
import { useSentNotifications } from './notifications.api.js';
import { SentNotificationItem } from './sent-notification.component.js';

/** The tutor's 'Gesendet' list. */
export const SentNotifications = () => {
  const sent = useSentNotifications(true);
  return (
    <LoadState
      look="page"
      data={sent.data}
      error={sent.error}
      empty={{ when: ({ notifications }) => notifications.length === 0, text: t.empty.sent, testId: 'notifications-empty' }}
    >
      {({ notifications }) => (
        <NotificationList
          items={notifications}
          at={(item) => item.deliverAt}
          unread={() => false}
          render={(item) => <SentNotificationItem key={item.id} item={item} />}
        />
      )}
    </LoadState>
  );
};
