import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinMinute } from '../../shared/push-window.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInToStart, typeDate, url } from './browser.js';

/**
 * A scheduled send: written in 'Später senden' for half an hour ahead, edited by its author in
 * 'Gesendet' before it fires, then delivered by the local scheduler at the edited minute with the
 * edited text, not before.
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
/** The school's date and time fields of an instant. */
const berlinFields = (at: Date) => {
  const { day, minute } = berlinMinute(at);
  return { day, time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}` };
};

describe('a scheduled send', () => {
  it(
    'is written for later, edited by its author before it fires and appears at its (edited) time, not before',
    { timeout: 180_000 },
    async () => {
      const anna = people['schueler.anna'];
      await signInToStart(page, 'lehrer.mueller');
      await page.goto(url('/notifications'));
      await page.getByRole('button', { name: 'Benachrichtigung senden' }).click();
      const dialog = page.getByTestId('send-notification-dialog');
      await dialog.getByLabel('Klasse oder Kurs').selectOption('7a');
      await dialog.getByLabel('Titel').fill(TITLE);
      await dialog.getByLabel('Inhalt').fill('Die Bücherei bleibt am Nachmittag geschlossen.');
      await dialog.getByLabel('Typ').selectOption('attention');
      await dialog.getByText('SchülerInnen').click();
      await dialog.getByText('Später senden').click();
      const later = berlinFields(new Date(Date.now() + 30 * 60_000));
      await typeDate(dialog.getByLabel('Datum', { exact: true }), later.day);
      await dialog.getByLabel('Uhrzeit').fill(later.time);
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await dialog.getByRole('button', { name: 'Geplant' }).waitFor();
      await dialog.getByRole('button', { name: 'Schließen' }).click();

      await page.getByRole('tab', { name: 'Gesendet' }).click();
      const item = page.getByTestId('sent-notification').filter({ hasText: TITLE });
      await item.getByText(/geplant für/).waitFor();
      await item.getByRole('button', { name: 'Bearbeiten' }).click();
      await dialog.getByRole('heading', { name: 'Geplante Benachrichtigung bearbeiten' }).waitFor();
      expect(await dialog.getByLabel('Titel').inputValue()).toBe(TITLE);
      expect(await dialog.getByLabel('Typ').inputValue()).toBe('attention');
      expect(await dialog.getByLabel('SchülerInnen').isChecked()).toBe(true);
      expect(await dialog.getByLabel('Datum', { exact: true }).inputValue()).toBe(later.day.split('-').reverse().join('.'));
      expect(await dialog.getByLabel('Uhrzeit').inputValue()).toBe(later.time);

      await dialog.getByLabel('Titel').fill(EDITED);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `edit-scheduled-${String(viewport.width)}`);
      }
      await page.setViewportSize(DESKTOP);
      await expectAccessible(page);
      // The next whole minute at least 15 s ahead, on the school's clock: the save goes out right after.
      const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
      const soon = berlinFields(at);
      await typeDate(dialog.getByLabel('Datum', { exact: true }), soon.day);
      await dialog.getByLabel('Uhrzeit').fill(soon.time);
      await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
      await dialog.getByTestId('send-notification-success').waitFor();
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await item.first().waitFor({ state: 'detached' });
      const edited = page.getByTestId('sent-notification').filter({ hasText: EDITED });
      await edited.getByText(/geplant für/).waitFor();

      // Nothing before its time in Anna's inbox nor in the author's (a tutor of 7a receives it too).
      const inboxOf = async (token: string) =>
        (
          (await callRoute('listReceivedNotifications', { token })).body as {
            notifications: { id: string; title: string; deliveredAt: string }[];
          }
        ).notifications;
      const annasInbox = () => inboxOf(anna.token);
      expect((await annasInbox()).filter((entry) => entry.title === EDITED || entry.title === TITLE)).toEqual([]);
      await page.getByRole('tab', { name: 'Empfangen' }).click();
      const arrived = page.getByTestId('notification').filter({ hasText: EDITED });
      expect(await arrived.count()).toBe(0);

      // The local scheduler delivers it at the edited minute, with the edited title: Anna's and the author's inboxes
      // are asked every second until both hold it; then the author's page shows it after a reload.
      let delivered: { id: string; deliveredAt: string } | undefined;
      let authorsCopy: unknown;
      while (!delivered || !authorsCopy) {
        await page.waitForTimeout(1_000);
        delivered = (await annasInbox()).find((entry) => entry.title === EDITED);
        authorsCopy = (await inboxOf(people['lehrer.mueller'].token)).find((entry) => entry.title === EDITED);
      }
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      expect(Date.parse(delivered.deliveredAt)).toBe(at.getTime());
      await page.reload();
      await page.getByRole('tab', { name: 'Empfangen' }).click();
      await arrived.getByText('ungelesen').waitFor();
      await arrived.getByRole('button').click();
      await arrived.getByText('ungelesen').waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Gesendet' }).click();
      await edited.getByText(/an \d+ Personen gesendet/).waitFor();

      await callRoute('markReceivedNotification', {
        token: anna.token,
        params: { notificationId: delivered.id },
        body: { unread: false },
      });
    },
  );
});
