import { Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { SentNotification } from '@shared/schemas/notification.schema.js';
import { ConfirmDialog } from '../../components/confirm.dialog.js';
import { notificationTexts as t } from '../../i18n/notifications.de.js';
import { notificationTime } from './notification-time.model.js';
import { useCancelScheduled } from './notifications.api.js';
import { SendNotificationDialog } from './send-notification.dialog.js';

const statusText = (item: SentNotification) =>
  item.status === 'scheduled'
    ? t.status.scheduled(notificationTime(item.deliverAt))
    : item.status === 'sending'
      ? t.status.sending
      : t.status.sent(item.recipients);

/** One sent notification with its receivers and status; a scheduled one can still be edited or deleted (after a question). */
export const SentNotificationItem = ({ item }: { item: SentNotification }) => {
  const cancel = useCancelScheduled();
  const [editing, setEditing] = useState(false);
  const [askingCancel, setAskingCancel] = useState(false);
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
          <span>{statusText(item)}</span>
        </span>
        <span className="notification__title">{item.title}</span>
        <span className="notification__body">{item.body}</span>
        {item.status === 'scheduled' && (
          <Flex gap="small" wrap="wrap">
            <Button size="small" variation="link" onClick={() => setEditing(true)}>
              {t.editScheduled}
            </Button>
            <Button size="small" variation="link" onClick={() => setAskingCancel(true)}>
              {t.cancelScheduled}
            </Button>
          </Flex>
        )}
        {askingCancel && (
          <ConfirmDialog
            title={t.cancelQuestion.title}
            text={t.cancelQuestion.text(item.title)}
            confirm={t.cancelQuestion.confirm}
            cancel={t.cancelQuestion.cancel}
            variation="warning"
            testId="cancel-scheduled-confirm"
            onClose={() => setAskingCancel(false)}
            onConfirm={() => {
              setAskingCancel(false);
              void cancel(item.id);
            }}
          />
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
