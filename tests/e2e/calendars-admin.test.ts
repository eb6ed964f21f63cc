import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople } from '../fixtures/demo-actors.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import {
  DESKTOP,
  expectAccessible,
  expectEditConflict,
  expectNoOverflowOrOverlap,
  openBrowser,
  openSignedIn,
  PHONE,
  screenshot,
  signInToStart,
  url,
} from './browser.js';

/**
 * The admin keeps the school's calendars: Herr Müller adds one for 7a, renames it, and a 7a student finds it on
 * /calendar; a calendar saved in another tab meanwhile keeps the second tab's input.
 */
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

  it("keeps the second tab's input when the first saved meanwhile, names what changed and loads the new state", async () => {
    const people = await signInDemoPeople();
    const name = 'E2E Kalender aus zwei Tabs';
    const renamed = `${name} (neu)`;
    const made = await callRoute('createCalendar', {
      token: people['lehrer.mueller'].token,
      body: { name, color: '#ff9800', groupIds: [], allTutors: false },
    });
    expect(made.status).toBe(200);
    const firstTab = await openSignedIn('lehrer.mueller');
    const secondTab = await openSignedIn('lehrer.mueller', PHONE);
    const [first, second] = [firstTab.page, secondTab.page];
    const openEditor = async (tab: Page) => {
      await tab.goto(url('/admin/calendars'));
      await tab.getByRole('button', { name: `${name} bearbeiten` }).click();
      const dialog = tab.getByTestId('calendar-admin-dialog');
      await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(name);
      return dialog;
    };
    try {
      const firstDialog = await openEditor(first);
      const secondDialog = await openEditor(second);
      await firstDialog.getByLabel('Name').fill(renamed);
      await firstDialog.getByTestId('calendar-admin-save').click();
      await first.getByText('Kalender gespeichert').waitFor();

      await secondDialog.getByText('7a', { exact: true }).click();
      await secondDialog.getByTestId('calendar-admin-save').click();
      const conflict = await expectEditConflict(secondDialog, 'Dieser Kalender wurde gespeichert, während du ihn bearbeitet hast.', 'Name');
      expect(await secondDialog.getByLabel('7a', { exact: true }).isChecked()).toBe(true);
      await conflict.scrollIntoViewIfNeeded();
      await screenshot(second, 'calendar-edit-conflict-375', { fullPage: false });
      await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');
      await expectAccessible(second);

      await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
      await expect.poll(() => secondDialog.getByLabel('Name').inputValue()).toBe(renamed);
      await secondDialog.getByText('7a', { exact: true }).click();
      await secondDialog.getByTestId('calendar-admin-save').click();
      await second.getByText('Kalender gespeichert').waitFor();
      await second.getByTestId('calendar-admin-item').filter({ hasText: renamed }).getByText('7a', { exact: true }).waitFor();
    } finally {
      await Promise.all([firstTab.context.close(), secondTab.context.close()]);
    }
  }, 120_000);
});
