import * as z from 'zod';
import { idSchema } from './common.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

/** A received notification's type; 'sent' marks a copy of something the person sent. */
export const notificationTypeSchema = z.enum(['info', 'attention', 'important', 'emergency', 'sent']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;
/** The types a tutor chooses from when sending. */
export const sendableTypeSchema = z.enum(['info', 'attention', 'important', 'emergency']);
export type SendableType = z.infer<typeof sendableTypeSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });

/** Limits of a sent notification (a push message shows the title in one line). */
export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_BODY_MAX = 2000;

export const receiverGroupsSchema = z
  .object({ tutors: z.boolean(), students: z.boolean(), guardians: z.boolean() })
  .strict()
  .refine((groups) => groups.tutors || groups.students || groups.guardians, { message: 'no receiver group' });
export type ReceiverGroups = z.infer<typeof receiverGroupsSchema>;

/**
 * A send: to a class or course the tutor may see (all its members), or to one student of it.
 * `scheduledAt` (ISO date-time with offset) delivers it later; it must not lie in the past.
 */
export const sendNotificationBodySchema = z
  .object({
    title: singleLineText({ min: 1, max: NOTIFICATION_TITLE_MAX }),
    body: multiLineText({ min: 1, max: NOTIFICATION_BODY_MAX }),
    type: sendableTypeSchema,
    receivers: receiverGroupsSchema,
    showAdmin: z.boolean(),
    groupId: idSchema,
    studentUid: idSchema.optional(),
    scheduledAt: z.iso.datetime({ offset: true }).optional(),
    /** A published poll of the sender's that the notification links to (answered on /poll/{id}). */
    pollId: idSchema.optional(),
    /** The sender's own pin that the notification links to (opened on /pins?pin={id}). */
    pinId: idSchema.optional(),
  })
  .strict();
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;

export const sentNotificationStatusSchema = z.enum(['scheduled', 'sending', 'sent']);

export const sendResultSchema = z.object({
  notificationId: idSchema,
  status: sentNotificationStatusSchema,
  /** Registered people the notification reaches (counted when it was sent). */
  recipients: z.number().int().min(1),
});

/** A linked pin as a notification shows it. */
const pinLinkSchema = z.object({ id: idSchema, title: z.string() });

export const receivedNotificationSchema = z.object({
  id: idSchema,
  deliveredAt: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** The sender's name, when the sender chose to show it. */
  senderName: z.string().optional(),
  unread: z.boolean(),
  /** The poll the notification links to. */
  poll: z.object({ id: idSchema, label: z.string() }).optional(),
  /** The pin the notification links to. */
  pin: pinLinkSchema.optional(),
});
export type ReceivedNotification = z.infer<typeof receivedNotificationSchema>;
export const receivedNotificationsSchema = z.object({ notifications: z.array(receivedNotificationSchema) });

export const sentNotificationSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  deliverAt: z.string(),
  status: sentNotificationStatusSchema,
  type: sendableTypeSchema,
  title: z.string(),
  body: z.string(),
  receivers: z.object({ tutors: z.boolean(), students: z.boolean(), guardians: z.boolean() }),
  showAdmin: z.boolean(),
  groupName: z.string(),
  studentName: z.string().optional(),
  recipients: z.number().int().min(0),
  /** The group (and student) it went to: an edit of a scheduled send keeps them. */
  groupId: idSchema,
  studentUid: idSchema.optional(),
  /** The pin the notification links to. */
  pin: pinLinkSchema.optional(),
});
export type SentNotification = z.infer<typeof sentNotificationSchema>;
export const sentNotificationsSchema = z.object({ notifications: z.array(sentNotificationSchema) });

export const receivedNotificationParamsSchema = z.object({ notificationId: idSchema }).strict();
export const sentNotificationParamsSchema = z.object({ notificationId: idSchema }).strict();
export const cancelledNotificationSchema = z.object({ notificationId: idSchema });
export const markNotificationBodySchema = z.object({ unread: z.boolean() }).strict();
export const markNotificationResultSchema = z.object({ id: idSchema, unread: z.boolean() });

/** A device's id for Web Push: chosen by the browser once and kept, so a device has one subscription. */
export const pushDeviceParamsSchema = z.object({ deviceId: idSchema }).strict();
const base64url = (bytes: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`));
/** The browser's PushSubscription (its JSON): the push service's endpoint and the keys of RFC 8291. */
export const pushSubscriptionBodySchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(1000),
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }).strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushDeviceResultSchema = z.object({ deviceId: idSchema, subscribed: z.boolean() });

/** What the service worker receives in a push (kept small: push services take about 4 kB). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  type: notificationTypeSchema,
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
