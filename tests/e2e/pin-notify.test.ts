import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openSignedIn, PHONE, screenshot, url } from './browser.js';

/**
 * A notification about a pin: Herr Müller opens his pin on the 7a board, 'Benachrichtigen' opens
 * 'Benachrichtigungen senden' prefilled from the pin, he sends it to the students of 7a; Anna
 * finds 'Zum Pin: …' in her notifications and lands on the pinboard with that pin opened.
 */
restoreTableAfterFile();

const TITLE = 'E2E Wandertag 7a';
let browser: BrowserContext | undefined;
let page: Page;
let pinId: string;

const shot = (name: string, fullPage = true) => screenshot(page, name, { fullPage });

const openAs = async (username: string, viewport = DESKTOP) => {
  await browser?.close();
  ({ context: browser, page } = await openSignedIn(username, viewport));
};

const ourPin = () => page.getByTestId('pin').filter({ hasText: TITLE });

beforeAll(async () => {
  const today = berlinToday();
  const created = await callRoute('createPin', {
    token: await signIn('lehrer.mueller'),
    body: {
      pinboardIds: ['group-7a', 'schulleben'],
      start: today,
      end: addDays(today, 5),
      title: TITLE,
      content: '# Wandertag\n\nWir treffen uns um **8 Uhr** am Bahnhof.\n\n- Proviant\n- Regenjacke',
      color: { name: 'amber', shade: 600 },
      pollIds: [],
      attachmentIds: [],
      storageItemIds: [],
    },
  });
  expect(created.status).toBe(200);
  pinId = created.body.id;
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('a notification about a pin', () => {
  it('Herr Müller notifies the students of 7a about his pin; Anna follows it to the opened pin', async () => {
    await openAs('lehrer.mueller');
    await page.goto(url('/pins'));
    await ourPin().getByRole('button', { name: TITLE }).click();
    await ourPin().getByTestId('pin-notify').click();
    const dialog = page.getByTestId('send-notification-dialog');
    await dialog.getByRole('heading', { name: 'Benachrichtigungen senden' }).waitFor();
    await dialog.getByText(`Zum Pin: ${TITLE}`).waitFor();
    expect(await dialog.getByLabel('Titel').inputValue()).toBe(TITLE);
    expect(await dialog.getByLabel('Inhalt').inputValue()).toBe(
      'Wandertag\n\nWir treffen uns um 8 Uhr am Bahnhof.\n\n- Proviant\n- Regenjacke',
    );
    const groups = dialog.getByLabel('Klasse oder Kurs');
    expect(await groups.locator('option').allTextContents()).toEqual(['Bitte auswählen', '7a']);
    await groups.selectOption('7a');
    await dialog.getByText('SchülerInnen').click();
    await shot('pin-notify-1280');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await dialog.getByRole('button', { name: 'Gesendet' }).waitFor();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openAs('schueler.anna', PHONE);
    await page.goto(url('/notifications'));
    const link = page.getByTestId('notification-pin').filter({ hasText: `Zum Pin: ${TITLE}` });
    await link.waitFor();
    await shot('pin-notify-inbox-375');
    await expectAccessible(page);
    await link.click();
    await page.waitForURL((address) => address.pathname === '/pins' && address.searchParams.get('pin') === pinId);
    expect(await ourPin().getByRole('button', { name: TITLE }).getAttribute('aria-expanded')).toBe('true');
    await ourPin().getByTestId('pin-content').getByText('Wir treffen uns um').waitFor();
    await ourPin().getByTestId('pin-unread').waitFor({ state: 'detached' });
    expect(await ourPin().getByTestId('pin-notify').count()).toBe(0);
    await expectNoOverflowOrOverlap(page, '[data-testid="pin"]');
    await shot('pin-notify-opened-375', false);
  });
});
