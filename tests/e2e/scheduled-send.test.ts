import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinMinute } from '../../shared/push-window.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInAs, url } from './browser.js';

/**
 * A scheduled send, edited by its author in 'Gesendet' before it fires, then delivered by the local
 * scheduler at the edited minute with the edited text.
 */
const TITLE = 'Geplant-E2E: Bücherei geschlossen';
const EDITED = 'Geplant-E2E: Bücherei heute zu';

let context: BrowserContext;
let page: Page;
let people: DemoPeople;

beforeAll(async () => {
  people = await signInDemoPeople();
  context = await openBrowser();
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
});

const pad = (value: number) => String(value).padStart(2, '0');

describe('a scheduled send', () => {
  it('is edited by its author before it fires and appears at its (edited) time', { timeout: 180_000 }, async () => {
    const anna = people['schueler.anna'];
    const scheduled = await callRoute('sendNotification', {
      token: people['lehrer.mueller'].token,
      body: {
        title: TITLE,
        body: 'Die Bücherei bleibt am Nachmittag geschlossen.',
        type: 'attention',
        receivers: { tutors: false, students: true, guardians: false },
        showAdmin: true,
        groupId: '7a',
        studentUid: anna.uid,
        scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
    });
    expect(scheduled.body).toMatchObject({ status: 'scheduled' });

    await signInAs(page, 'lehrer.mueller');
    await page.getByTestId('start-tiles').waitFor();
    await page.goto(url('/notifications'));
    await page.getByRole('tab', { name: 'Gesendet' }).click();
    const item = page.getByTestId('sent-notification').filter({ hasText: TITLE });
    await item.getByText(/geplant für/).waitFor();
    await item.getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByTestId('send-notification-dialog');
    await dialog.getByRole('heading', { name: 'Geplante Benachrichtigung bearbeiten' }).waitFor();
    expect(await dialog.getByLabel('Titel').inputValue()).toBe(TITLE);
    expect(await dialog.getByLabel('Typ').inputValue()).toBe('attention');
    expect(await dialog.getByLabel('SchülerInnen').isChecked()).toBe(true);

    await dialog.getByLabel('Titel').fill(EDITED);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `edit-scheduled-${String(viewport.width)}`);
    }
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);
    // The next whole minute at least 30 s ahead, on the school's clock: the save goes out right after.
    const at = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const { day, minute } = berlinMinute(at);
    await dialog.getByLabel('Datum').fill(day);
    await dialog.getByLabel('Uhrzeit').fill(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await dialog.getByTestId('send-notification-success').waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await item.first().waitFor({ state: 'detached' });
    await page
      .getByTestId('sent-notification')
      .filter({ hasText: EDITED })
      .getByText(/geplant für/)
      .waitFor();

    // Nothing before its time; the local scheduler delivers it at the edited minute, with the edited title.
    const annasInbox = async () =>
      (
        (await callRoute('listReceivedNotifications', { token: anna.token })).body as {
          notifications: { id: string; title: string; deliveredAt: string }[];
        }
      ).notifications;
    expect((await annasInbox()).filter((entry) => entry.title === EDITED || entry.title === TITLE)).toEqual([]);
    await expect
      .poll(async () => (await annasInbox()).find((entry) => entry.title === EDITED), { timeout: 120_000, interval: 1_000 })
      .toBeDefined();
    const delivered = (await annasInbox()).find((entry) => entry.title === EDITED);
    expect(Date.parse(delivered?.deliveredAt ?? '')).toBe(at.getTime());
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await page.reload();
    await page.getByRole('tab', { name: 'Gesendet' }).click();
    await page
      .getByTestId('sent-notification')
      .filter({ hasText: EDITED })
      .getByText(/an 1 Person gesendet/)
      .waitFor();

    await callRoute('markReceivedNotification', {
      token: anna.token,
      params: { notificationId: delivered?.id ?? '' },
      body: { unread: false },
    });
  });
});
