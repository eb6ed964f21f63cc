import { Button, SwitchField, Tabs, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.component.js';
import { notificationTexts as t } from '../../i18n/notifications.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { useMyGroups } from '../groups/index.js';
import { ReceivedNotifications } from './received-notifications.component.js';
import { SendNotificationDialog } from './send-notification.dialog.js';
import { SentNotifications } from './sent-notifications.component.js';
import './notifications.css';

type Tab = 'received' | 'sent';

/**
 * /notifications: tabs 'Empfangen' and, for tutors, 'Gesendet'; a side menu of days with counts
 * and an unread dot; 'nur ungelesene' (not on the sent tab). A click marks read, with Ctrl or ⌘
 * unread again; the header envelope follows at once.
 */
export const NotificationsPage = () => {
  const isTutor = useBootstrap().user.role === 'tutor';
  const [tab, setTab] = useState<Tab>('received');
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [sending, setSending] = useState(false);
  const groups = useMyGroups(isTutor);
  const receivedList = <ReceivedNotifications onlyUnread={onlyUnread} />;

  return (
    <main className="page notifications" data-testid="notifications-page">
      <PageHeader
        back="/"
        title={texts.titles.notifications}
        actions={
          <>
            <SwitchField
              label={t.onlyUnread}
              isChecked={onlyUnread && tab === 'received'}
              isDisabled={tab === 'sent'}
              onChange={(event) => setOnlyUnread(event.target.checked)}
            />
            {isTutor && (
              <Button variation="primary" size="small" onClick={() => setSending(true)} isDisabled={!groups.data}>
                {t.send.open}
              </Button>
            )}
          </>
        }
      />
      {isTutor ? (
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          items={[
            { label: t.tabs.received, value: 'received', content: receivedList },
            { label: t.tabs.sent, value: 'sent', content: <SentNotifications /> },
          ]}
        />
      ) : (
        receivedList
      )}
      {!isTutor && <Text className="visually-hidden">{t.markHint}</Text>}
      {sending && groups.data && (
        <SendNotificationDialog target={{ kind: 'choose', groups: groups.data.groups }} onClose={() => setSending(false)} />
      )}
    </main>
  );
};
