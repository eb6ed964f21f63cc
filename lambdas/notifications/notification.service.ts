import type { EntityItem } from 'electrodb';
import { publishEvent } from '../../events/publish.js';
import type { ReceivedNotification, SendNotificationBody, SentNotification } from '../../shared/schemas/notification.schema.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { ownPinLink } from '../pins/pin-link.service.js';
import { ownPublishedPollLink } from '../polls/poll-link.service.js';
import { writableGroupOf } from '../timetable/my-groups.service.js';
import { getUserRecords } from '../users/user.service.js';
import { inboxOf } from './inbox-items.service.js';
import { newNotificationId } from './notification-ids.model.js';
import { resolveInboxes, type Audience } from './notification-recipients.model.js';
import { createSendSchedule, deleteSendSchedule, updateSendSchedule } from './notification-schedule.client.js';
import { receivedNotificationEntity } from './received-notification.entity.js';
import { sentNotificationEntity } from './sent-notification.entity.js';

type SentItem = EntityItem<typeof sentNotificationEntity>;

/** The spec's inbox: the 50 newest plus all unread. */
const NEWEST_COUNT = 50;
/** A scheduled time up to a minute ago still counts as now (the dialog picks minutes). */
const PAST_TOLERANCE_MS = 60_000;

/** Unread notifications of the caller's inbox (the envelope in the header): one query of the sparse index. */
export const countUnread = async (caller: Caller) => {
  const { data } = await receivedNotificationEntity.query.unreadByInbox(inboxOf(caller)).go({ pages: 'all', attributes: ['receivedId'] });
  return { unread: data.length };
};

type ReceivedItem = EntityItem<typeof receivedNotificationEntity>;
const toReceived = (item: ReceivedItem): ReceivedNotification => ({
  id: item.receivedId,
  deliveredAt: item.deliveredAt,
  type: item.type,
  title: item.title,
  body: item.body,
  ...(item.senderName && { senderName: item.senderName }),
  unread: item.unread,
  ...(item.pollId && { poll: { id: item.pollId, label: item.pollLabel ?? '' } }),
  ...(item.pinId && { pin: { id: item.pinId, title: item.pinTitle ?? '' } }),
});

/** The inbox: the 50 newest and all unread, newest first. Two queries in parallel. */
export const listReceived = async (caller: Caller) => {
  const inbox = inboxOf(caller);
  const [newest, unread] = await Promise.all([
    receivedNotificationEntity.query.byInbox(inbox).go({ order: 'desc', limit: NEWEST_COUNT }),
    receivedNotificationEntity.query.unreadByInbox(inbox).go({ pages: 'all' }),
  ]);
  const byId = new Map([...unread.data, ...newest.data].map((item) => [item.receivedId, item]));
  const notifications = [...byId.values()].sort((a, b) => b.receivedId.localeCompare(a.receivedId)).map(toReceived);
  return { notifications };
};

/** Marks one notification of the caller's inbox read or unread again; 404 for anything not in it. */
export const markReceived = async (caller: Caller, receivedId: string, unread: boolean) => {
  const key = { ...inboxOf(caller), receivedId };
  try {
    await receivedNotificationEntity.patch(key).set({ unread }).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('not-found');
    throw error;
  }
  return { id: receivedId, unread };
};

const toSent = (item: SentItem): SentNotification => ({
  id: item.notificationId,
  createdAt: item.createdAt,
  deliverAt: item.deliverAt,
  status: item.status,
  type: item.type,
  title: item.title,
  body: item.body,
  receivers: item.receivers,
  showAdmin: item.showAdmin,
  groupName: item.groupName,
  groupId: item.groupId,
  ...(item.studentUid && { studentUid: item.studentUid }),
  ...(item.studentName && { studentName: item.studentName }),
  recipients: item.recipients,
  ...(item.pinId && { pin: { id: item.pinId, title: item.pinTitle ?? '' } }),
});

/** The tutor's sent (and scheduled) notifications, the 50 newest first: one query. */
export const listSent = async (caller: Caller) => {
  const { data } = await sentNotificationEntity.query
    .bySender({ schoolId: caller.schoolId, authorUid: caller.uid })
    .go({ order: 'desc', limit: NEWEST_COUNT });
  return { notifications: data.map(toSent) };
};

/** When a send is delivered: now, or its scheduled time (which must not lie in the past). */
const deliveryOf = (scheduledAt: string | undefined, now: number) => {
  if (!scheduledAt) return { deliverAt: new Date(now).toISOString(), scheduled: false };
  const at = Date.parse(scheduledAt);
  if (at < now - PAST_TOLERANCE_MS) throw new AppError('scheduled-in-past', { scheduledAt: 'past' });
  return at <= now
    ? { deliverAt: new Date(now).toISOString(), scheduled: false }
    : { deliverAt: new Date(at).toISOString(), scheduled: true };
};

/**
 * The one way the product notifies people (the notifications page, Meine Klassen, pins and polls
 * call it): checks that the tutor may see the group (and that the student belongs to it) and that
 * it reaches at least one registered person ('Keine Empfänger'), stores the sent notification and
 * publishes its fan-out, or schedules it. Nothing is written when a check fails.
 */
export const sendNotification = async (caller: Caller, input: SendNotificationBody) => {
  const now = Date.now();
  const delivery = deliveryOf(input.scheduledAt, now);
  const { school, schoolYearId, group } = await writableGroupOf(caller, input.groupId);
  const audience: Audience = {
    schoolId: school.id,
    schoolYearId,
    groupId: group.groupId,
    studentUid: input.studentUid,
    receivers: input.receivers,
  };
  const [inboxes, [author, student], pollLink, pinLink] = await Promise.all([
    resolveInboxes(audience),
    getUserRecords([caller.uid, ...(input.studentUid ? [input.studentUid] : [])].map((uid) => ({ schoolId: school.id, uid }))).then(
      (users) => [users.find((user) => user.uid === caller.uid), users.find((user) => user.uid === input.studentUid)],
    ),
    input.pollId ? ownPublishedPollLink(caller, input.pollId) : Promise.resolve(null),
    input.pinId ? ownPinLink(caller, input.pinId) : Promise.resolve(null),
  ]);
  if (!inboxes) throw new AppError(input.studentUid ? 'student-not-found' : 'not-found');
  if (inboxes.length === 0) throw new AppError('no-receivers');

  const createdAt = new Date(now).toISOString();
  const notificationId = newNotificationId(createdAt);
  const request = { schoolId: school.id, authorUid: caller.uid, notificationId };
  await sentNotificationEntity
    .create({
      ...request,
      createdAt,
      deliverAt: delivery.deliverAt,
      scheduled: delivery.scheduled,
      status: delivery.scheduled ? 'scheduled' : 'sending',
      type: input.type,
      title: input.title,
      body: input.body,
      receivers: input.receivers,
      showAdmin: input.showAdmin,
      senderName: author?.displayName ?? caller.username,
      schoolYearId,
      groupId: group.groupId,
      groupName: group.displayName,
      ...(input.studentUid && { studentUid: input.studentUid, studentName: student?.displayName ?? '' }),
      ...pollLink,
      ...pinLink,
      recipients: inboxes.length,
    })
    .go();
  if (delivery.scheduled) await createSendSchedule(request, delivery.deliverAt);
  else await publishEvent('notification.sendRequested', request);
  return { notificationId, status: delivery.scheduled ? ('scheduled' as const) : ('sending' as const), recipients: inboxes.length };
};

/** The caller's own scheduled send that has not fired yet, else 404 (gone) or 409 (already sent). */
const scheduledOf = async (caller: Caller, notificationId: string) => {
  const { data } = await sentNotificationEntity.get({ schoolId: caller.schoolId, authorUid: caller.uid, notificationId }).go();
  if (!data) throw new AppError('not-found');
  if (data.status !== 'scheduled') throw new AppError('notification-already-sent');
  return data;
};

/** Changes a scheduled send before it fires (text, type, receivers, time); the group stays. */
export const updateScheduled = async (caller: Caller, notificationId: string, input: SendNotificationBody) => {
  const current = await scheduledOf(caller, notificationId);
  if (input.groupId !== current.groupId || input.studentUid !== current.studentUid)
    throw new AppError('validation-failed', { groupId: 'fixed' });
  const delivery = deliveryOf(input.scheduledAt, Date.now());
  const inboxes = await resolveInboxes({ ...current, receivers: input.receivers });
  if (!inboxes) throw new AppError('not-found');
  if (inboxes.length === 0) throw new AppError('no-receivers');
  const request = { schoolId: caller.schoolId, authorUid: caller.uid, notificationId };
  try {
    await sentNotificationEntity
      .patch(request)
      .set({
        title: input.title,
        body: input.body,
        type: input.type,
        receivers: input.receivers,
        showAdmin: input.showAdmin,
        deliverAt: delivery.deliverAt,
        scheduled: delivery.scheduled,
        status: delivery.scheduled ? 'scheduled' : 'sending',
        recipients: inboxes.length,
      })
      .where(({ status }, { eq }) => eq(status, 'scheduled'))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('notification-already-sent');
    throw error;
  }
  if (delivery.scheduled) await updateSendSchedule(request, delivery.deliverAt);
  else {
    await deleteSendSchedule(request);
    await publishEvent('notification.sendRequested', request);
  }
  return { notificationId, status: delivery.scheduled ? ('scheduled' as const) : ('sending' as const), recipients: inboxes.length };
};

/** Cancels a scheduled send before it fires: the notification and its schedule are deleted. */
export const cancelScheduled = async (caller: Caller, notificationId: string) => {
  await scheduledOf(caller, notificationId);
  const request = { schoolId: caller.schoolId, authorUid: caller.uid, notificationId };
  try {
    await sentNotificationEntity
      .delete(request)
      .where(({ status }, { eq }) => eq(status, 'scheduled'))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('notification-already-sent');
    throw error;
  }
  await deleteSendSchedule(request);
  return { notificationId };
};
