import { Alert, Button, CheckboxField, Fieldset, Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormValues } from '../../lib/use-form-values.hook.js';
import { AppDialog } from '../../components/app-dialog.component.js';
import { errorText } from '../../i18n/errors.de.js';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import type { SentNotification } from '../../../../shared/schemas/notification.schema.js';
import { useSendNotification, useUpdateScheduled } from './notifications.api.js';
import { notificationTime } from './notification-time.js';
import {
  hasReceivers,
  scheduledSendValues,
  sendNotificationDefaults,
  sendNotificationFormSchema,
  toSendBody,
  type SendNotificationFormValues,
} from './send-notification-form.schema.js';

const { send, types, receiverNames, invalid, noReceivers, editTitle, saveScheduled } = notificationTexts;
const sendableTypes = ['info', 'attention', 'important', 'emergency'] as const;
const receiverGroups = ['tutors', 'students', 'guardians'] as const;

export type SendTarget =
  /** The notifications page: the tutor picks a class or course. */
  | { kind: 'choose'; groups: { id: string; displayName: string }[] }
  /** Meine Klassen: a whole class, or one student of it (guardians only by default). */
  | { kind: 'group'; groupId: string; name: string; studentUid?: string };

type Outcome = { kind: 'sent'; recipients: number } | { kind: 'scheduled'; at: string };

/**
 * 'Benachrichtigungen senden': title, body, type, receiver groups, showAdmin and an optional
 * scheduled date; 'Fehlerhafte Eingabe' for invalid fields, 'Keine Empfänger' when nobody
 * registered is reached, then 'Gesendet' and 'Schließen'. With `editing`, the author changes a
 * scheduled send before it fires (same group). Mount it only while open.
 */
export const SendNotificationDialog = ({
  target,
  editing,
  onClose,
  poll,
  pin,
}: {
  target: SendTarget;
  editing?: SentNotification;
  onClose: () => void;
  /** A published poll the notification links to (the poll page's 'Benachrichtigung senden'). */
  poll?: { id: string; label: string };
  /** The author's pin the notification links to (the pin's 'Benachrichtigen'): title and text prefill the fields. */
  pin?: { id: string; title: string; text: string };
}) => {
  const sendNotification = useSendNotification();
  const updateScheduled = useUpdateScheduled();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [notice, setNotice] = useState<'invalid' | 'noReceivers' | null>(null);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const form = useForm<SendNotificationFormValues>({
    resolver: zodResolver(sendNotificationFormSchema),
    defaultValues: editing
      ? scheduledSendValues(editing)
      : {
          ...sendNotificationDefaults(target.kind === 'group' ? target.groupId : '', target.kind === 'group'),
          ...(pin && { title: pin.title, body: pin.text }),
        },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const values = useFormValues(form);
  const { scheduled } = values;
  const done = outcome !== null;

  const submit = async (values: SendNotificationFormValues) => {
    setFailure(undefined);
    if (!hasReceivers(values)) {
      setNotice('noReceivers');
      return;
    }
    try {
      const body = {
        ...toSendBody(values, target.kind === 'group' ? target.studentUid : undefined),
        ...(poll && { pollId: poll.id }),
        ...(pin && { pinId: pin.id }),
      };
      const result = editing ? await updateScheduled(editing.id, body) : await sendNotification(body);
      setOutcome(body.scheduledAt ? { kind: 'scheduled', at: body.scheduledAt } : { kind: 'sent', recipients: result.recipients });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'no-receivers') setNotice('noReceivers');
      else if (code === 'validation-failed') setNotice('invalid');
      else setFailure(code);
    }
  };

  const field = (name: 'title' | 'body' | 'type' | 'groupId' | 'date') => ({
    ...register(name),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name]?.message,
  });
  /** Amplify's checkbox draws its tick from `checked`: a registered default alone would leave it unticked. */
  const checkbox = (name: (typeof receiverGroups)[number] | 'showAdmin' | 'scheduled') => ({ ...register(name), checked: values[name] });

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? editTitle : send.title}
      width="edit"
      testId="send-notification-dialog"
      actions={<></>}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(submit, () => setNotice('invalid'))(event)}>
        <Flex direction="column" gap="small">
          {poll && <Text data-testid="send-notification-poll">{send.poll(poll.label)}</Text>}
          {pin && <Text data-testid="send-notification-pin">{send.pin(pin.title)}</Text>}
          {target.kind === 'group' ? (
            <Text fontWeight="bold" data-testid="send-notification-target">
              {send.to(target.name)}
            </Text>
          ) : (
            <SelectField label={send.group} placeholder={send.groupPlaceholder} {...field('groupId')}>
              {target.groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.displayName}
                </option>
              ))}
            </SelectField>
          )}
          <TextField label={send.titleField} {...field('title')} />
          <TextAreaField label={send.bodyField} rows={4} {...field('body')} />
          <SelectField label={send.type} {...field('type')}>
            {sendableTypes.map((type) => (
              <option key={type} value={type}>
                {types[type]}
              </option>
            ))}
          </SelectField>
          <Fieldset legend={send.receivers} direction="row" wrap="wrap" gap="medium">
            {receiverGroups.map((group) => (
              <CheckboxField key={group} label={receiverNames[group]} {...checkbox(group)} />
            ))}
          </Fieldset>
          <CheckboxField label={send.showAdmin} {...checkbox('showAdmin')} />
          <CheckboxField label={send.schedule} {...checkbox('scheduled')} />
          {scheduled && (
            <Flex gap="small" wrap="wrap">
              <TextField label={send.date} type="date" flex="1 1 10rem" {...field('date')} />
              <TextField label={send.time} type="time" flex="1 1 8rem" {...register('time')} />
            </Flex>
          )}
          {failure !== undefined && <Alert variation="error">{errorText(failure)}</Alert>}
          {outcome && (
            <Alert variation="success" data-testid="send-notification-success">
              {outcome.kind === 'sent' ? send.sentNote(outcome.recipients) : send.scheduledNote(notificationTime(outcome.at))}
            </Alert>
          )}
          <Flex justifyContent="flex-end" gap="small" wrap="wrap">
            <Button onClick={onClose}>{done ? send.close : send.cancel}</Button>
            <Button type="submit" variation="primary" isDisabled={done} isLoading={isSubmitting}>
              {done ? (outcome.kind === 'sent' ? send.sent : send.scheduled) : editing ? saveScheduled : send.submit}
            </Button>
          </Flex>
        </Flex>
      </form>
      {notice && (
        <AppDialog
          open
          onOpenChange={(open) => !open && setNotice(null)}
          title={notice === 'invalid' ? invalid.title : noReceivers.title}
          description={notice === 'invalid' ? invalid.text : noReceivers.text}
          width="confirm"
          testId="send-notification-notice"
        />
      )}
    </AppDialog>
  );
};
