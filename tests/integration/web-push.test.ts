import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinInstant } from '../../shared/push-window.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { startPushReceiver, type PushReceiver } from '../fixtures/push-receiver.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Web Push for real against a push service on loopback (tests/fixtures/push-receiver.ts): the
 * payload the jobs send is decrypted with the subscription's private key (RFC 8291, aes128gcm) and
 * the VAPID signature checked against the stage's key in the data folder. Push windows decide
 * between at once and held; a 410 removes the device; nobody is pushed twice.
 */
const MARK = 'Push-Integrationstest';
const SCHOOL_ID = 'lindenhof';

let people: DemoPeople;
let receiver: PushReceiver;

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/notifications/push-delivery.service.js')),
    ...(await import('../../lambdas/notifications/push-device.entity.js')),
    ...(await import('../../lambdas/notifications/push-delivery.entity.js')),
  };
};

const waitFor = async <T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A person only this file knows, with one device subscribed at the receiver (the school's default window: 07:00–18:00). */
const personWithDevice = async (role: 'student' | 'tutor' = 'student') => {
  const { pushDeviceEntity } = await services();
  const pushUid = `push-test-${Math.random().toString(36).slice(2, 10)}`;
  const subscription = receiver.subscribe();
  await pushDeviceEntity
    .put({
      pushUid,
      deviceId: 'device-1',
      schoolId: SCHOOL_ID,
      role,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      subscribedAt: new Date().toISOString(),
    })
    .go();
  return { pushUid, subscription };
};

const request = (pushUid: string, type: 'info' | 'emergency' = 'info') => ({
  receivedId: `20261125T100000000Z.${Math.random().toString(36).slice(2, 10)}`,
  type,
  title: `${MARK}: Wandertag`,
  body: 'Treffpunkt 8 Uhr am Haupteingang.',
  recipientUids: [pushUid],
});

beforeAll(async () => {
  people = await signInDemoPeople();
  receiver = await startPushReceiver();
});

afterAll(async () => {
  await receiver.close();
});

describe('subscribing a device', () => {
  it('stores one subscription per device, replaces it on a new subscribe and removes it again', async () => {
    const { pushDeviceEntity } = await services();
    const anna = people['schueler.anna'];
    const first = receiver.subscribe();
    const second = receiver.subscribe();
    for (const subscription of [first, second]) {
      const answer = await callRoute('subscribePushDevice', {
        token: anna.token,
        params: { deviceId: 'integration-device' },
        body: { endpoint: subscription.endpoint, keys: subscription.keys },
      });
      expect(answer).toMatchObject({ status: 200, body: { deviceId: 'integration-device', subscribed: true } });
    }
    const { data } = await pushDeviceEntity.query.byPerson({ pushUid: anna.uid }).go();
    expect(data.filter((device) => device.deviceId === 'integration-device')).toEqual([
      expect.objectContaining({ endpoint: second.endpoint, schoolId: SCHOOL_ID, role: 'student' }),
    ]);

    const removed = await callRoute('unsubscribePushDevice', { token: anna.token, params: { deviceId: 'integration-device' } });
    expect(removed).toMatchObject({ status: 200, body: { subscribed: false } });
    expect((await pushDeviceEntity.query.byPerson({ pushUid: anna.uid }).go()).data).toEqual([]);
  });

  it('refuses endpoints that are no push service (plain http off loopback, no URL, wrong key sizes) and writes nothing', async () => {
    const { keys } = receiver.subscribe();
    const token = people['schueler.ben'].token;
    for (const body of [
      { endpoint: 'http://push.example.com/send/1', keys },
      { endpoint: 'ftp://push.example.com/1', keys },
      { endpoint: 'not a url', keys },
      { endpoint: 'https://push.example.com/send/1', keys: { ...keys, p256dh: keys.p256dh.slice(1) } },
      { endpoint: 'https://push.example.com/send/1', keys: { ...keys, auth: `${keys.auth}AA` } },
    ]) {
      const answer = await callRoute('subscribePushDevice', { token, params: { deviceId: 'bad-device' }, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.ddbWrites).toBe(0);
    }
  });
});

describe('a sent notification as a push', () => {
  it('reaches the subscribed device encrypted (RFC 8291) and signed with the stage’s VAPID key', async () => {
    const anna = people['schueler.anna'];
    const subscription = receiver.subscribe();
    await callRoute('subscribePushDevice', {
      token: anna.token,
      params: { deviceId: 'integration-send' },
      body: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    const title = `${MARK}: Schule fällt aus`;
    // 'Notfall' ignores the push window, so this holds at any time of day.
    const sent = await callRoute('sendNotification', {
      token: people['lehrer.mueller'].token,
      body: {
        title,
        body: 'Wegen eines Wasserschadens bleibt die Schule heute geschlossen.',
        type: 'emergency',
        receivers: { tutors: false, students: true, guardians: false },
        showAdmin: true,
        groupId: '7a',
        studentUid: anna.uid,
      },
    });
    expect(sent.status).toBe(200);

    const notificationTag: unknown = expect.stringContaining((sent.body as { notificationId: string }).notificationId);
    const [push] = await waitFor(() => (receiver.pushesTo(subscription.id).length > 0 ? receiver.pushesTo(subscription.id) : undefined));
    expect(receiver.failures).toEqual([]);
    expect(push?.payload).toEqual({
      title,
      body: 'Wegen eines Wasserschadens bleibt die Schule heute geschlossen.',
      type: 'emergency',
      url: '/notifications',
      tag: notificationTag,
    });
    const vapid = JSON.parse(fs.readFileSync(String(process.env.VAPID_KEYS_FILE), 'utf8')) as { publicKey: string; subject: string };
    expect(push?.vapid).toMatchObject({ publicKey: vapid.publicKey, audience: receiver.origin, subject: vapid.subject });
    expect(push?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '86400' });

    // Tidy up: the demo student's inbox and devices as they were.
    const listed = await callRoute('listReceivedNotifications', { token: anna.token });
    const item = (listed.body as { notifications: { id: string; title: string }[] }).notifications.find((entry) => entry.title === title);
    await callRoute('markReceivedNotification', {
      token: anna.token,
      params: { notificationId: String(item?.id) },
      body: { unread: false },
    });
    await callRoute('unsubscribePushDevice', { token: anna.token, params: { deviceId: 'integration-send' } });
  });
});

describe('push windows', () => {
  // The default window is 07:00–18:00 every day. Days ahead of now, so the window schedules never fire during the run.
  const day = addDays(berlinToday(), 2);
  const inside = berlinInstant(day, 10 * 60);
  const outside = berlinInstant(day, 20 * 60);
  const opening = berlinInstant(addDays(day, 1), 7 * 60);

  it('pushes at once inside the window, once only however often the request comes', async () => {
    const { deliverPushes } = await services();
    const { pushUid, subscription } = await personWithDevice();
    const push = request(pushUid);
    await Promise.all([deliverPushes(push, inside), deliverPushes(push, inside)]);
    await deliverPushes(push, inside);
    expect(receiver.pushesTo(subscription.id)).toHaveLength(1);
    expect(receiver.pushesTo(subscription.id)[0]?.payload).toMatchObject({ title: push.title, tag: push.receivedId, type: 'info' });
  });

  it('holds a push outside the window and sends it when the window opens; a Notfall goes at once', async () => {
    const { deliverPushes, pushHeld, pushDeliveryEntity } = await services();
    const { pushUid, subscription } = await personWithDevice();
    const held = request(pushUid);
    await deliverPushes(held, outside);
    expect(receiver.pushesTo(subscription.id)).toHaveLength(0);
    const { data } = await pushDeliveryEntity.get({ pushUid, receivedId: held.receivedId }).go();
    expect(data).toMatchObject({ status: 'held', dueAt: opening.toISOString() });

    const emergency = request(pushUid, 'emergency');
    await deliverPushes(emergency, outside);
    expect(receiver.pushesTo(subscription.id).map((push) => push.payload)).toEqual([
      expect.objectContaining({ tag: emergency.receivedId }),
    ]);

    // Too early (the schedule fired early or the times changed): still held.
    await pushHeld(pushUid, new Date(opening.getTime() - 60 * 60_000));
    expect(receiver.pushesTo(subscription.id)).toHaveLength(1);
    await Promise.all([pushHeld(pushUid, opening), pushHeld(pushUid, opening)]);
    expect(receiver.pushesTo(subscription.id).map((push) => (push.payload as { tag: string }).tag)).toEqual([
      emergency.receivedId,
      held.receivedId,
    ]);
  });

  it('schedules the opening of the window on the stack’s scheduler', async () => {
    const { deliverPushes } = await services();
    const { pushUid } = await personWithDevice();
    const before = await schedules();
    await deliverPushes(request(pushUid), outside);
    const added = (await schedules()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^push-window-/);
  });

  it('forgets a device whose push service answers 410 Gone', async () => {
    const { deliverPushes, pushDeviceEntity } = await services();
    const { pushUid, subscription } = await personWithDevice();
    receiver.answerWith(subscription.id, 410);
    await deliverPushes(request(pushUid, 'emergency'), inside);
    expect((await pushDeviceEntity.query.byPerson({ pushUid }).go()).data).toEqual([]);
  });

  it('costs one query for a person without a device and writes nothing for them', async () => {
    const { deliverPushes, pushDeliveryEntity } = await services();
    const push = request('push-test-without-device');
    await deliverPushes(push, inside);
    expect((await pushDeliveryEntity.query.byPerson({ pushUid: 'push-test-without-device' }).go()).data).toEqual([]);
  });
});

/** Names of the schedules the local scheduler holds (its data file in the stack's data folder). */
const schedules = async (): Promise<string[]> => {
  const file = `${String(process.env.SCHULAPP_DATA_DIR)}/schedules.json`;
  await new Promise((resolve) => setTimeout(resolve, 50));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string }[]).map((schedule) => schedule.name) : [];
};
