import type { EntityItem } from 'electrodb';
import type { EventDetail } from '../../events/event-catalog.js';
import { nextPushTime } from '../../shared/push-window.js';
import type { PushPayload } from '../../shared/schemas/notification.schema.js';
import { mapWithConcurrency } from '../_lib/bounded-concurrency.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { pushDaysOf } from '../account/push-days.service.js';
import { PUSH_DELIVERY_KEEP_DAYS, pushDeliveryEntity } from './push-delivery.entity.js';
import { pushDeviceEntity } from './push-device.entity.js';
import { sendPush } from './push-sender.client.js';
import { schedulePushWindow } from './push-window-schedule.client.js';

type PushRequest = EventDetail<'notification.pushRequested'>;
type PushDelivery = EntityItem<typeof pushDeliveryEntity>;
type PushDevice = EntityItem<typeof pushDeviceEntity>;

const PARALLEL_PEOPLE = 8;
/** A push shows a short text; the whole notification is in the inbox. */
const PUSH_BODY_MAX = 500;
/** The scheduler may fire a moment early. */
const EARLY_TOLERANCE_MS = 5_000;

const payloadOf = (delivery: Pick<PushDelivery, 'receivedId' | 'type' | 'title' | 'body'>): PushPayload => ({
  title: delivery.title,
  body: delivery.body.length > PUSH_BODY_MAX ? `${delivery.body.slice(0, PUSH_BODY_MAX - 1)}…` : delivery.body,
  type: delivery.type as PushPayload['type'],
  url: '/notifications',
  tag: delivery.receivedId,
});

const devicesOf = async (pushUid: string) => (await pushDeviceEntity.query.byPerson({ pushUid }).go()).data;

/** The first run that gets here for this person and notification; later runs and retries find the record. */
const claimDelivery = async (pushUid: string, request: PushRequest, now: number) => {
  try {
    await pushDeliveryEntity
      .create({
        pushUid,
        receivedId: request.receivedId,
        type: request.type,
        title: request.title,
        body: request.body,
        status: 'pending',
        expiresAt: Math.floor(now / 1000) + PUSH_DELIVERY_KEEP_DAYS * 86_400,
      })
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

const pushToDevices = async (devices: PushDevice[], delivery: Pick<PushDelivery, 'receivedId' | 'type' | 'title' | 'body'>) => {
  const payload = payloadOf(delivery);
  for (const device of devices) await sendPush(device, payload);
};

/** When this person may get the push: now ('Notfall' always), at their window's next opening, or never (every day off). */
const pushTimeOf = async (devices: PushDevice[], type: string, now: Date) => {
  if (type === 'emergency') return now;
  const [device] = devices;
  if (!device) return null;
  return nextPushTime(await pushDaysOf(device.schoolId, device.pushUid, device.role), now);
};

const deliverTo = async (pushUid: string, request: PushRequest, now: Date) => {
  const devices = await devicesOf(pushUid);
  if (devices.length === 0 || !(await claimDelivery(pushUid, request, now.getTime()))) return;
  const key = { pushUid, receivedId: request.receivedId };
  const at = await pushTimeOf(devices, request.type, now);
  if (!at) {
    await pushDeliveryEntity.patch(key).set({ status: 'dropped' }).go();
  } else if (at.getTime() <= now.getTime()) {
    await pushToDevices(devices, request);
    await pushDeliveryEntity.patch(key).set({ status: 'sent' }).go();
  } else {
    await pushDeliveryEntity.patch(key).set({ status: 'held', dueAt: at.toISOString() }).go();
    await schedulePushWindow(pushUid, at);
  }
};

/**
 * Pushes a received notification to each person's devices once: at once when their push window
 * for the weekday (Europe/Berlin) is open or the type is 'Notfall', otherwise held until it opens.
 * People without a subscribed device cost one query. Retries and doubled events push nobody twice
 * (the delivery record is created conditionally before anything goes out).
 */
export const deliverPushes = async (request: PushRequest, now = new Date()) => {
  await mapWithConcurrency([...new Set(request.recipientUids)], PARALLEL_PEOPLE, (pushUid) => deliverTo(pushUid, request, now));
};

/** Held → sent, only once even when two runs overlap. */
const claimHeld = async (delivery: PushDelivery) => {
  try {
    await pushDeliveryEntity
      .patch({ pushUid: delivery.pushUid, receivedId: delivery.receivedId })
      .set({ status: 'sent' })
      .where(({ status }, { eq }) => eq(status, 'held'))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/**
 * The person's push window opened: their held pushes that are due go out, oldest first. If the
 * person changed their push times meanwhile and the window is closed now, they wait for its next
 * opening.
 */
export const pushHeld = async (pushUid: string, now = new Date()) => {
  const { data } = await pushDeliveryEntity.query.byPerson({ pushUid }).go({ pages: 'all' });
  const latestDue = new Date(now.getTime() + EARLY_TOLERANCE_MS).toISOString();
  const due = data.filter((delivery) => delivery.status === 'held' && (delivery.dueAt ?? '') <= latestDue);
  if (due.length === 0) return;
  const devices = await devicesOf(pushUid);
  const at = await pushTimeOf(devices, 'held', now);
  if (at && at.getTime() > now.getTime() + EARLY_TOLERANCE_MS) {
    await schedulePushWindow(pushUid, at);
    return;
  }
  for (const delivery of due) {
    if (await claimHeld(delivery)) await pushToDevices(devices, delivery);
  }
};
