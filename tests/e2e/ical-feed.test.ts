import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stack } from '../fixtures/local-stack.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs, type InPage } from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl });
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const openSettings = async () => {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByText('Einstellungen').click();
  const section = page.getByTestId('calendar-feed-section');
  await section
    .getByRole('button', { name: /Kalender-Link erstellen|Link löschen/ })
    .first()
    .waitFor();
  return section;
};
const confirm = async (button: string) => {
  const dialog = page.getByTestId('calendar-feed-confirm-dialog');
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
};
const fetchLink = async (link: string) => {
  const response = await fetch(link);
  return { status: response.status, text: await response.text() };
};

describe('calendar subscription (Kalender-Abo)', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`lets a student create, copy, renew and delete her calendar link (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'schueler.anna');
      let section = await openSettings();
      await section.getByText('Mit einem privaten Link abonnierst du deinen Stundenplan').waitFor();
      if (await section.getByRole('button', { name: 'Link löschen' }).isVisible()) {
        await section.getByRole('button', { name: 'Link löschen' }).click();
        await confirm('Link löschen');
        await section.getByText('Kalender-Abo gelöscht').waitFor();
      }

      await section.getByRole('button', { name: 'Kalender-Link erstellen' }).click();
      const field = section.getByLabel('Kalender-Link');
      await field.waitFor();
      const link = await field.inputValue();
      expect(link).toMatch(new RegExp(`^${stack.webUrl}/api/ical/[A-Za-z0-9_-]{43}\\.ics$`));
      await section.getByRole('button', { name: 'Link kopieren' }).click();
      await section.getByText('Link kopiert').waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as InPage).navigator.clipboard.readText())).toBe(link);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-feed-created-${width}`);
      await expectAccessible(page);
      await expectNoOverflowOrOverlap(page, '[data-testid="calendar-feed-section"] button');

      const feed = await fetchLink(link);
      expect(feed.status).toBe(200);
      expect(feed.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(feed.text).toContain('DTSTART;TZID=Europe/Berlin:');

      await section.getByRole('button', { name: 'Neuen Link erzeugen' }).click();
      await page.getByTestId('calendar-feed-confirm-dialog').getByText('Der bisherige Link funktioniert danach nicht mehr.').waitFor();
      await screenshot(page, `calendar-feed-rotate-confirm-${width}`);
      await expectAccessible(page);
      await confirm('Neuen Link erzeugen');
      await expect.poll(() => field.inputValue()).not.toBe(link);
      const renewed = await field.inputValue();
      expect((await fetchLink(link)).status).toBe(404);
      expect((await fetchLink(renewed)).status).toBe(200);

      await page.keyboard.press('Escape');
      section = await openSettings();
      await section.getByText(/^Kalender-Abo aktiv seit \d{2}\.\d{2}\.\d{4}\./).waitFor();
      expect(await section.getByLabel('Kalender-Link').count()).toBe(0);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `calendar-feed-active-${width}`);
      await section.getByRole('button', { name: 'Link löschen' }).click();
      await confirm('Link löschen');
      await section.getByText('Kalender-Abo gelöscht').waitFor();
      expect((await fetchLink(renewed)).status).toBe(404);
    });
  }
});
