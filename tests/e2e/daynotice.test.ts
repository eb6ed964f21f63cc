import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { berlinToday, schoolDayOnOrAfter } from '../../shared/week.js';
import { removeDaynoticesTitled } from '../fixtures/classbook-cleanup.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';

/**
 * 'Tagesnotiz schreiben' from the Tagebuch of the first 7a lesson of the next school day: Frau
 * Müller writes a note about Anna, first too long. The note and its entry are removed afterwards,
 * so the start page, today overview and statistics tests see the seed.
 */
const day = schoolDayOnOrAfter(berlinToday());
const lessonId = `7a-${day}-b1`;
const TITLE = 'e2e: Tagesnotiz';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});
afterAll(() => removeDaynoticesTitled(day, TITLE));

describe('Tagesnotiz from the Tagebuch', () => {
  it('a tutor writes a day note about Anna; 101 characters are too long', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}/classbook`));
    await page.getByRole('button', { name: 'Tagesnotiz schreiben' }).click();
    const dialog = page.getByTestId('daynotice-dialog');
    await dialog.getByRole('heading', { name: 'Tagesnotiz schreiben' }).waitFor();
    await dialog.getByLabel('Schüler').selectOption({ label: 'Anna Weber' });
    await dialog.getByLabel('Betreff').fill(TITLE);
    await dialog.getByLabel('Inhalt').fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('zu lang').waitFor();
    await dialog.getByText('max. 100 Zeichen (1 zu viel)').waitFor();
    expect(await dialog.getByLabel('Inhalt').inputValue()).toBe('x'.repeat(101));
    await screenshot(page, 'daynotice-too-long-phone', { fullPage: false });
    await expectAccessible(page);
    await dialog.getByLabel('Inhalt').fill('Darf heute nicht mitturnen.');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByRole('status').getByText('Tagesnotiz für Anna Weber gespeichert').waitFor();
    expect(await dialog.getByLabel('Inhalt').inputValue()).toBe('');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'daynotice-saved-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.locator('[data-testid^="classbook-student-"]').filter({ hasText: 'Anna Weber' }).getByText(`Tagesnotiz: ${TITLE}`).waitFor();
    await screenshot(page, 'daynotice-marked-desktop');
  });
});
