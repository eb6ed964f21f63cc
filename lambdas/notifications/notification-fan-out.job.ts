import type { EventDetail } from '../../events/event-catalog.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { jobHandler } from '../_lib/job-handler.js';
import { metricNames } from '../_lib/metric-names.js';
import { countMetric } from '../_lib/observability.js';
import { receivedIdOf } from './notification-ids.model.js';
import { resolveInboxes } from './notification-recipients.model.js';
import { requestPushes } from './push-requests.service.js';
import { writeReceivedNotifications } from './received-notification-write.service.js';
import { sentNotificationEntity } from './sent-notification.entity.js';

/** Scheduler may deliver a moment before the exact second. */
const EARLY_TOLERANCE_MS = 5_000;

/**
 * A due scheduled send becomes 'sending' (only once it is due: an event for an earlier time of an
 * edited send is ignored); an immediate or retried one stays 'sending'. Null when there is nothing
 * to do: cancelled, already sent, or not due.
 */
const claim = async (key: EventDetail<'notification.sendRequested'>) => {
  const latestDue = new Date(Date.now() + EARLY_TOLERANCE_MS).toISOString();
  try {
    const { data } = await sentNotificationEntity
      .patch(key)
      .set({ status: 'sending' })
      .where(
        ({ status, deliverAt }, { eq, lte }) => `${eq(status, 'sending')} OR (${eq(status, 'scheduled')} AND ${lte(deliverAt, latestDue)})`,
      )
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
};

/**
 * The fan-out: resolves the recipients of a sent notification (members of the group, their
 * guardians through the links) and writes one received item per inbox, in batches. Retries and
 * overlapping runs write every item exactly once (deterministic keys, conditional writes); the
 * sent notification becomes 'sent' with the number of inboxes it reached. Then the recipients'
 * devices get a push (notification.pushRequested). The number of inboxes is the metric FanOutInboxes.
 */
export const runNotificationFanOut = async (key: EventDetail<'notification.sendRequested'>) => {
  const sent = await claim(key);
  if (!sent) return;
  const inboxes = (await resolveInboxes(sent)) ?? [];
  countMetric(metricNames.fanOutInboxes, inboxes.length);
  const receivedId = receivedIdOf(sent.deliverAt, sent.notificationId);
  await writeReceivedNotifications(inboxes, {
    receivedId,
    notificationId: sent.notificationId,
    deliveredAt: sent.deliverAt,
    type: sent.type,
    title: sent.title,
    body: sent.body,
    ...(sent.showAdmin && { senderName: sent.senderName }),
    ...(sent.pollId && { pollId: sent.pollId, pollLabel: sent.pollLabel ?? '' }),
    ...(sent.pinId && { pinId: sent.pinId, pinTitle: sent.pinTitle ?? '' }),
  });
  await requestPushes(inboxes, { receivedId, type: sent.type, title: sent.title, body: sent.body });
  await sentNotificationEntity.patch(key).set({ status: 'sent', recipients: inboxes.length }).go();
};

export const handler = jobHandler('notification.sendRequested', runNotificationFanOut);
