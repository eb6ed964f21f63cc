import * as z from 'zod';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type SendNotificationBody,
  type SentNotification,
} from '@shared/schemas/notification.schema.js';
import { hasControlCharacters } from '@shared/schemas/text.schema.js';
import { notificationTexts } from '../../i18n/notifications.de.js';
import { berlinDateTimeToIso, isoToBerlinDateTime } from './notification-time.model.js';

const { validation } = notificationTexts;

/** What the dialog's fields hold; the type stays empty only if someone clears it. */
export const sendNotificationFormSchema = z
  .object({
    groupId: z.string().min(1, validation.group),
    title: z
      .string()
      .trim()
      .min(1, validation.title)
      .max(NOTIFICATION_TITLE_MAX, validation.titleTooLong(NOTIFICATION_TITLE_MAX))
      .refine((text) => !hasControlCharacters(text), validation.controlCharacters),
    body: z
      .string()
      .trim()
      .min(1, validation.body)
      .max(NOTIFICATION_BODY_MAX, validation.bodyTooLong(NOTIFICATION_BODY_MAX))
      .refine((text) => !hasControlCharacters(text, 'multiLine'), validation.controlCharacters),
    type: z
      .union([z.enum(['info', 'attention', 'important', 'emergency']), z.literal('')])
      .refine((type) => Boolean(type), validation.type),
    tutors: z.boolean(),
    students: z.boolean(),
    guardians: z.boolean(),
    showAdmin: z.boolean(),
    scheduled: z.boolean(),
    date: z.string(),
    time: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.scheduled) return;
    if (!values.date || !/^\d{2}:\d{2}$/.test(values.time)) {
      context.addIssue({ code: 'custom', path: ['date'], message: validation.date });
      return;
    }
    if (Date.parse(berlinDateTimeToIso(values.date, values.time)) < Date.now() - 60_000)
      context.addIssue({ code: 'custom', path: ['date'], message: validation.past });
  });
export type SendNotificationFormValues = z.infer<typeof sendNotificationFormSchema>;

/**
 * The spec's defaults: type info, tutors and showAdmin on, students and guardians off; from a
 * class in Meine Klassen only the guardians.
 */
export const sendNotificationDefaults = (groupId: string, guardiansOnly: boolean): SendNotificationFormValues => ({
  groupId,
  title: '',
  body: '',
  type: 'info',
  tutors: !guardiansOnly,
  students: false,
  guardians: guardiansOnly,
  showAdmin: true,
  scheduled: false,
  date: '',
  time: '',
});

/** A scheduled send as the dialog shows it for editing: everything as stored, the time on the school's clock. */
export const scheduledSendValues = (item: SentNotification): SendNotificationFormValues => ({
  groupId: item.groupId,
  title: item.title,
  body: item.body,
  type: item.type,
  ...item.receivers,
  showAdmin: item.showAdmin,
  scheduled: true,
  ...isoToBerlinDateTime(item.deliverAt),
});

export const hasReceivers = (values: Pick<SendNotificationFormValues, 'tutors' | 'students' | 'guardians'>) =>
  values.tutors || values.students || values.guardians;

export const toSendBody = (values: SendNotificationFormValues, studentUid?: string): SendNotificationBody => ({
  groupId: values.groupId,
  title: values.title.trim(),
  body: values.body.trim(),
  type: values.type === '' ? 'info' : values.type,
  receivers: { tutors: values.tutors, students: values.students, guardians: values.guardians },
  showAdmin: values.showAdmin,
  ...(studentUid && { studentUid }),
  ...(values.scheduled && { scheduledAt: berlinDateTimeToIso(values.date, values.time) }),
});
