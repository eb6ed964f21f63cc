import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import {
  DESKTOP,
  expectAccessible,
  expectNoOverflowOrOverlap,
  openBrowser,
  PHONE,
  screenshot,
  signInToStart,
  type InPage,
  url,
} from './browser.js';

/**
 * User administration: Herr Müller marks Ben for deletion in /admin/users, Ben sees the deletion
 * dialog and snackbar at sign-in and can still use the app, Herr Müller takes the mark back, and
 * the Protokoll shows both actions. One browser; people switch by clearing the sign-in and signing in.
 */
restoreTableAfterFile();

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser(DESKTOP);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
});

const switchTo = async (username: string) => {
  await page.evaluate(() => (globalThis as unknown as InPage).localStorage.clear());
  await page.setViewportSize(DESKTOP);
  await signInToStart(page, username);
};

const openBen = async () => {
  await page.goto(url('/admin'));
  await page.getByRole('link', { name: 'Benutzerverwaltung öffnen' }).click();
  await page.getByTestId('users-admin-page').waitFor();
  await page.getByLabel('Name suchen').fill('Ben Weber');
  await expect.poll(() => page.getByTestId('users-count').textContent()).toBe('1 Person');
  await page.getByTestId('user-row').filter({ hasText: 'Weber, Ben' }).click();
  const dialog = page.getByTestId('person-dialog');
  await dialog.getByText('registriert', { exact: true }).waitFor();
  return dialog;
};

describe('user administration', () => {
  it('an admin marks Ben for deletion; Ben sees the dialog and the snackbar at sign-in; the admin takes the mark back', async () => {
    await page.goto(url('/login'));
    await switchTo('lehrer.mueller');
    const dialog = await openBen();
    await dialog.getByRole('button', { name: 'Zur Löschung vormerken' }).click();
    await page.getByTestId('confirm-mark').getByRole('button', { name: 'Zur Löschung vormerken' }).click();
    await dialog.getByTestId('deletion-day').waitFor();
    await dialog.getByRole('button', { name: 'Löschung zurücknehmen' }).waitFor();
    await screenshot(page, 'user-admin-person-1280');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await page.getByLabel('Name suchen').fill('Weber');
    await page.getByTestId('user-row').filter({ hasText: 'Weber, Anna' }).waitFor();
    await page.getByTestId('user-row').filter({ hasText: 'Weber, Ben' }).getByTestId('deletion-mark').waitFor();
    await screenshot(page, 'user-admin-users-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="user-row"]');
    await screenshot(page, 'user-admin-users-375');

    await switchTo('schueler.ben');
    const notice = page.getByTestId('deletion-dialog');
    await notice.getByText('Deine Institution hat deinen Account zur Löschung vorgemerkt. Er wird am').waitFor();
    await screenshot(page, 'user-admin-deletion-dialog-1280');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    // The app stays usable (the files too), with the snackbar that never goes away.
    await page.goto(url('/storage'));
    await page.getByTestId('snackbar').getByText('Sichere bitte rechtzeitig deine Dateien').waitFor();

    await switchTo('lehrer.mueller');
    const again = await openBen();
    await again.getByRole('button', { name: 'Löschung zurücknehmen' }).click();
    await again.getByText('Löschung zurückgenommen', { exact: true }).waitFor();
    await again.getByRole('button', { name: 'Zur Löschung vormerken' }).waitFor();
  });

  it('the Protokoll lists both actions, newest first, with the admin and the person', async () => {
    await page.goto(url('/admin'));
    await page.getByRole('link', { name: 'Protokoll öffnen' }).click();
    await page.getByTestId('audit-log-page').waitFor();
    const entries = page.getByTestId('audit-entry');
    await entries.first().waitFor();
    await expect.poll(() => entries.nth(0).getByTestId('audit-action').textContent()).toBe('Löschung zurückgenommen');
    expect(await entries.nth(1).getByTestId('audit-action').textContent()).toBe('Zur Löschung vorgemerkt');
    expect(await entries.nth(0).textContent()).toContain('Herr Müller');
    expect(await entries.nth(0).textContent()).toContain('Ben Weber');
    await screenshot(page, 'user-admin-audit-log-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="audit-entry"]');
    await screenshot(page, 'user-admin-audit-log-375');
  });
});
