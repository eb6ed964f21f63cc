import { Badge } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/icon.component.js';
import { texts } from '../../i18n/texts.de.js';
import { useUnreadCount } from './notifications.api.js';

const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** Header envelope icon button with the unread badge; opens /notifications. */
export const NotificationsEnvelope = () => {
  const navigate = useNavigate();
  const unread = useUnreadCount() ?? 0;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={texts.header.notifications(unread)}
      onClick={() => void navigate('/notifications')}
      data-testid="notifications-button"
    >
      <Icon name="mail" />
      {unread > 0 && (
        <Badge className="icon-button__badge" variation="error" size="small" aria-hidden="true" data-testid="unread-badge">
          {badgeText(unread)}
        </Badge>
      )}
    </button>
  );
};
