import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { notificationTime } from './notification-time.model.js';
import { SendNotificationFields } from './send-notification-fields.component.js';
import { useSendNotificationForm, type SendNotificationProps } from './use-send-notification-form.hook.js';

export type { SendTarget } from './use-send-notification-form.hook.js';

const { send, invalid, noReceivers, editTitle, saveScheduled } = notificationTexts;

/**
 * 'Benachrichtigungen senden': title, body, type, receiver groups, showAdmin and an optional
 * scheduled date; 'Fehlerhafte Eingabe' for invalid fields, 'Keine Empfänger' when nobody
 * registered is reached, then 'Gesendet' and 'Schließen'. With `editing`, the author changes a
 * scheduled send before it fires (same group). Mount it only while open.
 */
export const SendNotificationDialog = (props: SendNotificationProps) => {
  const { target, editing, onClose, poll, pin } = props;
  const form = useSendNotificationForm(props);
  const { outcome, notice, failure } = form;
  const done = outcome !== null;

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? editTitle : send.title}
      width="edit"
      testId="send-notification-dialog"
      actions={<></>}
    >
      <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <Flex direction="column" gap="small">
          {poll && <Text data-testid="send-notification-poll">{send.poll(poll.label)}</Text>}
          {pin && <Text data-testid="send-notification-pin">{send.pin(pin.title)}</Text>}
          <SendNotificationFields target={target} form={form} />
          {failure !== undefined && <Alert variation="error">{errorText(failure)}</Alert>}
          {outcome && (
            <Alert variation="success" data-testid="send-notification-success">
              {outcome.kind === 'sent' ? send.sentNote(outcome.recipients) : send.scheduledNote(notificationTime(outcome.at))}
            </Alert>
          )}
          <Flex justifyContent="flex-end" gap="small" wrap="wrap">
            <Button onClick={onClose}>{done ? send.close : send.cancel}</Button>
            <Button type="submit" variation="primary" isDisabled={done} isLoading={form.isSubmitting}>
              {done ? (outcome.kind === 'sent' ? send.sent : send.scheduled) : editing ? saveScheduled : send.submit}
            </Button>
          </Flex>
        </Flex>
      </form>
      {notice && (
        <AppDialog
          open
          onOpenChange={(open) => !open && form.closeNotice()}
          title={notice === 'invalid' ? invalid.title : noReceivers.title}
          description={notice === 'invalid' ? invalid.text : noReceivers.text}
          width="confirm"
          testId="send-notification-notice"
        />
      )}
    </AppDialog>
  );
};
