import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendNotificationBodySchema, type SentNotification } from '@shared/schemas/notification.schema.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { showApiFieldErrors } from '../../lib/form-validation.js';
import { useFormValues } from '../../lib/use-form-values.hook.js';
import { useSendNotification, useUpdateScheduled } from './notifications.api.js';
import {
  hasReceivers,
  scheduledSendValues,
  sendNotificationDefaults,
  sendNotificationFormSchema,
  toSendBody,
  type SendNotificationFormValues,
} from './send-notification-form.schema.js';

export const receiverGroups = ['tutors', 'students', 'guardians'] as const;

export type SendTarget =
  /** The notifications page: the tutor picks a class or course. */
  | { kind: 'choose'; groups: { id: string; displayName: string }[] }
  /** Meine Klassen: a whole class, or one student of it (guardians only by default). */
  | { kind: 'group'; groupId: string; name: string; studentUid?: string };

export interface SendNotificationProps {
  target: SendTarget;
  editing?: SentNotification;
  onClose: () => void;
  /** A published poll the notification links to (the poll page's 'Benachrichtigung senden'). */
  poll?: { id: string; label: string };
  /** The author's pin the notification links to (the pin's 'Benachrichtigen'): title and text prefill the fields. */
  pin?: { id: string; title: string; text: string };
}

export type SendOutcome = { kind: 'sent'; recipients: number } | { kind: 'scheduled'; at: string };

const formFields = ['title', 'body', 'type', 'groupId'] as const;
/** The dialog's field of an API field: the time to send is the date field. */
const formFieldOf = (field: string) => (field === 'scheduledAt' ? 'date' : formFields.find((name) => name === field));

/** The send form's state: values, field props, the outcome, a notice ('invalid', 'noReceivers') or a failure code. */
export const useSendNotificationForm = ({ target, editing, poll, pin }: SendNotificationProps) => {
  const sendNotification = useSendNotification();
  const updateScheduled = useUpdateScheduled();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
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
      // A refusal about a field stands at that field, in the words of its rule.
      const atField = showApiFieldErrors(error, form.setError, {
        schema: sendNotificationBodySchema,
        fieldOf: formFieldOf,
        codeFields: { 'scheduled-in-past': 'date' },
      });
      if (code === 'no-receivers') setNotice('noReceivers');
      else if (atField) return;
      else if (code === 'validation-failed') setNotice('invalid');
      else setFailure(code);
    }
  };

  const field = (name: 'title' | 'body' | 'type' | 'groupId') => ({
    ...register(name),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name]?.message,
  });
  /** Amplify's checkbox draws its tick from `checked`: a registered default alone would leave it unticked. */
  const checkbox = (name: (typeof receiverGroups)[number] | 'showAdmin' | 'scheduled') => ({ ...register(name), checked: values[name] });

  return {
    onSubmit: handleSubmit(submit, () => setNotice('invalid')),
    field,
    checkbox,
    /** The schedule's day and time: the app's German date and time fields hold them. */
    control: form.control,
    dateError: errors.date?.message,
    scheduled: values.scheduled,
    isSubmitting,
    outcome,
    notice,
    closeNotice: () => setNotice(null),
    failure,
  };
};

export type SendNotificationForm = ReturnType<typeof useSendNotificationForm>;
