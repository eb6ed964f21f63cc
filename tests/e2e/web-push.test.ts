import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { stack } from '../fixtures/local-stack.js';
import { startPushReceiver, type PushReceiver } from '../fixtures/push-receiver.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInAs } from './browser.js';

/**
 * 'Push-Benachrichtigungen erlauben' in Einstellungen, then a push all the way: the browser's
 * subscription reaches the API, a Notfall is sent, the test push service (tests/fixtures/
 * push-receiver.ts) decrypts it, and Chromium's service worker shows the same payload as a
 * notification when CDP delivers it (ServiceWorker.deliverPushMessage). Headless Chromium reaches
 * no real push service, so the page's PushManager hands out the receiver's subscription instead.
 */
const TITLE = 'Push-E2E: Heute kein Unterricht';

interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
/** Runs in the page before the app: PushManager answers with the receiver's subscription (kept across reloads). */
const fakePushManager = (subscription: FakeSubscription) => {
  const page = globalThis as unknown as {
    localStorage: {
      getItem: (key: string) => string | null;
      setItem: (key: string, value: string) => void;
      removeItem: (key: string) => void;
    };
    PushManager: { prototype: { subscribe: () => Promise<unknown>; getSubscription: () => Promise<unknown> } };
  };
  const make = () => ({
    endpoint: subscription.endpoint,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: () => {
      page.localStorage.removeItem('e2e.fakePush');
      return Promise.resolve(true);
    },
  });
  page.PushManager.prototype.subscribe = () => {
    page.localStorage.setItem('e2e.fakePush', '1');
    return Promise.resolve(make());
  };
  page.PushManager.prototype.getSubscription = () => Promise.resolve(page.localStorage.getItem('e2e.fakePush') ? make() : null);
};

let context: BrowserContext;
let page: Page;
let receiver: PushReceiver;
let people: DemoPeople;

beforeAll(async () => {
  people = await signInDemoPeople();
  receiver = await startPushReceiver();
  context = await openBrowser();
  await context.grantPermissions(['notifications'], { origin: stack.webUrl });
  page = await context.newPage();
});

afterAll(async () => {
  await context.close();
  await receiver.close();
});

const devicesOfAnna = async () => {
  useStackDynamoDb();
  const { pushDeviceEntity } = await import('../../lambdas/notifications/push-device.entity.js');
  return (await pushDeviceEntity.query.byPerson({ pushUid: people['schueler.anna'].uid }).go()).data;
};

/** The service worker's registration id, as CDP reports it. */
const registrationId = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const own = registrations.find((registration) => registration.scopeURL === `${stack.webUrl}/` && !registration.isDeleted);
      if (own) resolve(own.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
};

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    interface Shown {
      title: string;
      body: string;
      tag: string;
    }
    interface InPageWorkers {
      navigator: { serviceWorker: { ready: Promise<{ getNotifications: () => Promise<Shown[]> }> } };
    }
    const registration = await (globalThis as unknown as InPageWorkers).navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
  });

describe('Web Push in the browser', () => {
  it('subscribes this device in Einstellungen, gets a Notfall pushed and the service worker shows it; logout removes the device', async () => {
    const subscription = receiver.subscribe();
    await page.addInitScript(fakePushManager, subscription);
    await signInAs(page, 'schueler.anna');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('side-menu').getByText('Einstellungen').click();
    const dialog = page.getByTestId('app-settings-dialog');
    const toggle = dialog.getByRole('switch', { name: 'Push-Benachrichtigungen erlauben' });
    await toggle.waitFor();
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    // Amplify's switch draws over its (visually hidden) input: click the label, as a person does.
    await dialog.getByText('Push-Benachrichtigungen erlauben', { exact: true }).click();
    // On a first visit the service worker may still be precaching the app shell: subscribing waits until it is active.
    await expect.poll(() => toggle.isChecked(), { timeout: 30_000 }).toBe(true);
    expect((await devicesOfAnna()).map((device) => device.endpoint)).toEqual([subscription.endpoint]);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `settings-push-${String(viewport.width)}`);
    }
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);

    const sent = await callRoute('sendNotification', {
      token: people['lehrer.mueller'].token,
      body: {
        title: TITLE,
        body: 'Wegen eines Sturms fällt der Unterricht heute aus.',
        type: 'emergency',
        receivers: { tutors: false, students: true, guardians: false },
        showAdmin: true,
        groupId: '7a',
        studentUid: people['schueler.anna'].uid,
      },
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => receiver.pushesTo(subscription.id).length, { timeout: 15_000 }).toBe(1);
    expect(receiver.failures).toEqual([]);
    const payload = receiver.pushesTo(subscription.id)[0]?.payload as { title: string; body: string; tag: string };
    expect(payload).toMatchObject({ title: TITLE, type: 'emergency', url: '/notifications' });

    // The service worker's push handler gets the decrypted payload from Chromium and shows it.
    const { cdp, id } = await registrationId(page);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: stack.webUrl, registrationId: id, data: JSON.stringify(payload) });
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([{ title: TITLE, body: payload.body, tag: payload.tag }]);

    // Logout: the device gets no more pushes.
    await page.keyboard.press('Escape');
    await page.getByTestId('app-settings-dialog').waitFor({ state: 'detached' });
    // Einstellungen was opened from the side menu, which may still be open.
    const logout = page.getByTestId('side-menu').getByText('Logout');
    if (!(await logout.isVisible())) await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await logout.click();
    await page.waitForURL(/\/login/);
    await expect.poll(async () => (await devicesOfAnna()).length).toBe(0);

    // Anna's inbox as it was: the Notfall read.
    await callRoute('markReceivedNotification', {
      token: people['schueler.anna'].token,
      params: { notificationId: payload.tag },
      body: { unread: false },
    });
  });
});
