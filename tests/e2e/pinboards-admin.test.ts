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
 * Admins keep the school's own pinboards: Herr Müller adds a public 'Elternrat' board, and Anna finds it on /pins;
 * a board saved in another tab meanwhile keeps the second tab's input.
 */
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

  it("keeps the second tab's input when the first saved meanwhile, names what changed and loads the new state", async () => {
    const people = await signInDemoPeople();
    const name = 'E2E Zwei Tabs';
    const renamed = 'E2E Zwei Tabs (neu)';
    const made = await callRoute('createPinboard', {
      token: people['lehrer.mueller'].token,
      body: { name, displayName: name, color: { name: 'green', shade: 600 }, public: false, tutorUids: [] },
    });
    expect(made.status).toBe(200);
    const firstTab = await openSignedIn('lehrer.mueller');
    const secondTab = await openSignedIn('lehrer.mueller', PHONE);
    const [first, second] = [firstTab.page, secondTab.page];
    const openEditor = async (tab: Page) => {
      await tab.goto(url('/admin/pinboards'));
      await tab.getByRole('button', { name: `${name} bearbeiten` }).click();
      const dialog = tab.getByTestId('pinboard-admin-dialog');
      await expect.poll(() => dialog.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
      return dialog;
    };
    const publicLabel = 'Öffentlich (alle der Schule lesen sie)';
    try {
      const firstDialog = await openEditor(first);
      const secondDialog = await openEditor(second);
      await firstDialog.getByLabel('Name', { exact: true }).fill(renamed);
      await firstDialog.getByTestId('pinboard-admin-save').click();
      await first.getByText('Pinnwand gespeichert').waitFor();

      await secondDialog.getByText(publicLabel).click();
      await secondDialog.getByTestId('pinboard-admin-save').click();
      const conflict = await expectEditConflict(secondDialog, 'Diese Pinnwand wurde gespeichert, während du sie bearbeitet hast.', 'Name');
      expect(await secondDialog.getByLabel(publicLabel).isChecked()).toBe(true);
      await conflict.scrollIntoViewIfNeeded();
      await screenshot(second, 'pinboard-edit-conflict-375', { fullPage: false });
      await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');
      await expectAccessible(second);

      await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
      await expect.poll(() => secondDialog.getByLabel('Name', { exact: true }).inputValue()).toBe(renamed);
      await secondDialog.getByText(publicLabel).click();
      await secondDialog.getByTestId('pinboard-admin-save').click();
      await second.getByText('Pinnwand gespeichert').waitFor();
      await second.getByTestId('pinboard-admin-item').filter({ hasText: renamed }).getByText('öffentlich · alle Lehrkräfte').waitFor();
    } finally {
      await Promise.all([firstTab.context.close(), secondTab.context.close()]);
    }
  }, 120_000);
});
