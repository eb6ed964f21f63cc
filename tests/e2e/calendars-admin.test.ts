import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';

/** The admin keeps the school's calendars: Herr Müller adds one for 7a, renames it, and a 7a student finds it on /calendar. */
restoreTableAfterFile();

const NAME = 'E2E Elternabende';
let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

describe('calendars in the admin area', () => {
  it('an admin adds a calendar for 7a and renames it; Anna sees it in her calendar filter', async () => {
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: 'Kalender verwalten' }).click();
    await page.getByTestId('calendars-admin-page').waitFor();
    await page.getByTestId('calendar-admin-add').click();
    const dialog = page.getByTestId('calendar-admin-dialog');
    await dialog.getByTestId('calendar-admin-save').click();
    await dialog.getByText('Name wird benötigt').waitFor();
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByText('7a', { exact: true }).click();
    await dialog.getByTestId('calendar-admin-save').click();
    await page.getByText('Kalender gespeichert').waitFor();
    const item = page.getByTestId('calendar-admin-item').filter({ hasText: NAME });
    await item.getByText('alle Lehrkräfte, 7a').waitFor();
    await item.getByRole('button', { name: `${NAME} bearbeiten` }).click();
    await dialog.getByLabel('Name').fill(`${NAME} 7a`);
    await dialog.getByTestId('calendar-admin-save').click();
    await page
      .getByTestId('calendar-admin-item')
      .filter({ hasText: `${NAME} 7a` })
      .waitFor();
    await screenshot(page, 'calendars-admin-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="calendar-admin-item"]');
    await screenshot(page, 'calendars-admin-375');

    await browser.close();
    browser = await openBrowser(DESKTOP);
    page = await browser.newPage();
    await signInToStart(page, 'schueler.anna');
    await page.goto(url('/calendar'));
    await page.getByTestId('calendar-filter').getByText(`${NAME} 7a`).waitFor();
  });
});
