import { Button, Flex, SwitchField, Tabs, Text } from '@aws-amplify/ui-react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { ReceivedNotification, SentNotification } from '../../../../shared/schemas/notification.schema.js';
import { LoadState } from '../../components/load-state.component.js';
import { PageHeader } from '../../components/page-header.component.js';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { texts } from '../../i18n/texts.de.js';
import { useBootstrap } from '../auth/index.js';
import { useMyGroups } from '../groups/index.js';
import { notificationDays, type DayEntry } from './notification-days.js';
import { berlinDay, dayLabel, notificationTime } from './notification-time.js';
import { useCancelScheduled, useMarkNotification, useReceivedNotifications, useSentNotifications } from './notifications.api.js';
import { SendNotificationDialog } from './send-notification.dialog.js';
import './notifications.css';

type Tab = 'received' | 'sent';
const t = notificationTexts;

const DayMenu = ({ days, selected, onSelect }: { days: DayEntry[]; selected: string | null; onSelect: (day: string | null) => void }) => (
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

const ReceivedItem = ({ item }: { item: ReceivedNotification }) => {
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

const SentItem = ({ item }: { item: SentNotification }) => {
  const cancel = useCancelScheduled();
  const [editing, setEditing] = useState(false);
  const receivers = (['tutors', 'students', 'guardians'] as const)
    .filter((group) => item.receivers[group])
    .map((group) => t.receiverNames[group]);
  return (
    <li className={`notification notification--${item.type}`} data-testid="sent-notification">
      <div className="notification__button">
        <span className="notification__meta">
          <span className={`notification__type notification__type--${item.type}`}>{t.types[item.type]}</span>
          <time dateTime={item.deliverAt}>{notificationTime(item.deliverAt)}</time>
          <span>{t.sentTo(item.groupName, item.studentName)}</span>
          <span>{receivers.join(', ')}</span>
          <span>
            {item.status === 'scheduled'
              ? t.status.scheduled(notificationTime(item.deliverAt))
              : item.status === 'sending'
                ? t.status.sending
                : t.status.sent(item.recipients)}
          </span>
        </span>
        <span className="notification__title">{item.title}</span>
        <span className="notification__body">{item.body}</span>
        {item.status === 'scheduled' && (
          <Flex gap="small" wrap="wrap">
            <Button size="small" variation="link" onClick={() => setEditing(true)}>
              {t.editScheduled}
            </Button>
            <Button size="small" variation="link" onClick={() => void cancel(item.id)}>
              {t.cancelScheduled}
            </Button>
          </Flex>
        )}
        {editing && (
          <SendNotificationDialog
            target={{ kind: 'group', groupId: item.groupId, name: item.groupName, studentUid: item.studentUid }}
            editing={item}
            onClose={() => setEditing(false)}
          />
        )}
      </div>
    </li>
  );
};

/** The day menu and list of one tab, filtered by the chosen day. */
const NotificationList = <T extends { id: string }>({
  items,
  at,
  unread,
  render,
}: {
  items: T[];
  at: (item: T) => string;
  unread: (item: T) => boolean;
  render: (item: T) => React.ReactNode;
}) => {
  const [day, setDay] = useState<string | null>(null);
  const shown = day ? items.filter((item) => berlinDay(at(item)) === day) : items;
  return (
    <div className="notifications__layout">
      <DayMenu days={notificationDays(items.map((item) => ({ at: at(item), unread: unread(item) })))} selected={day} onSelect={setDay} />
      <ul className="notifications__list" data-testid="notification-list">
        {shown.map(render)}
      </ul>
    </div>
  );
};

/**
 * /notifications: tabs 'Empfangen' and, for tutors, 'Gesendet'; a side menu of days with counts
 * and an unread dot; 'nur ungelesene' (not on the sent tab). A click marks read, with Ctrl or ⌘
 * unread again; the header envelope follows at once.
 */
export const NotificationsPage = () => {
  const bootstrap = useBootstrap();
  const isTutor = bootstrap.user.role === 'tutor';
  const [tab, setTab] = useState<Tab>('received');
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [sending, setSending] = useState(false);
  const received = useReceivedNotifications();
  const sent = useSentNotifications(isTutor);
  const groups = useMyGroups(isTutor);

  const receivedList = (
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
          render={(item) => <ReceivedItem key={item.id} item={item} />}
        />
      )}
    </LoadState>
  );

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
            {
              label: t.tabs.sent,
              value: 'sent',
              content: (
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
                      render={(item) => <SentItem key={item.id} item={item} />}
                    />
                  )}
                </LoadState>
              ),
            },
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
