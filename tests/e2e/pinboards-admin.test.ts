import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';

/** Admins keep the school's own pinboards: Herr Müller adds a public 'Elternrat' board, and Anna finds it on /pins. */
restoreTableAfterFile();

const NAME = 'E2E Elternrat';
let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

describe('pinboards in the admin area', () => {
  it('an admin adds a public board; a student sees it in the pinboard filter', async () => {
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: 'Pinnwände verwalten' }).click();
    await page.getByTestId('pinboards-admin-page').waitFor();
    await page.getByTestId('pinboard-admin-add').click();
    const dialog = page.getByTestId('pinboard-admin-dialog');
    await dialog.getByTestId('pinboard-admin-save').click();
    await dialog.getByText('Name wird benötigt').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('P'.repeat(61));
    await dialog.getByText('max. 60 Zeichen (1 zu viel)').waitFor();
    await dialog.getByTestId('pinboard-admin-save').click();
    await dialog.getByText('Höchstens 60 Zeichen.').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill(NAME);
    await dialog.getByText('Öffentlich (alle der Schule lesen sie)').click();
    await dialog.getByTestId('pinboard-admin-save').click();
    await page.getByText('Pinnwand gespeichert').waitFor();
    await page.getByTestId('pinboard-admin-item').filter({ hasText: NAME }).getByText('öffentlich · alle Lehrkräfte').waitFor();
    await screenshot(page, 'pinboards-admin-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="pinboard-admin-item"]');
    await screenshot(page, 'pinboards-admin-375');

    await browser.close();
    browser = await openBrowser(DESKTOP);
    page = await browser.newPage();
    await signInToStart(page, 'schueler.anna');
    await page.goto(url('/pins'));
    await page.getByTestId('pin-filter').getByText(NAME).waitFor();
  });
});
