import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '../../shared/schemas/privacy.schema.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInToStart } from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
  await signInToStart(page, 'schueler.anna');
});
afterAll(async () => {
  await browser.close();
});

describe("'Meine Daten' in Einstellungen", () => {
  it('downloads everything stored about the student as JSON (desktop and phone)', async () => {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('side-menu').getByText('Einstellungen').click();
    const dialog = page.getByTestId('app-settings-dialog');
    await dialog.getByRole('button', { name: 'Speichern' }).waitFor();
    await dialog.getByRole('button', { name: 'Kalender-Link erstellen' }).waitFor();
    const section = page.getByTestId('my-data-section');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-my-data-desktop', { fullPage: false });
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as PersonalDataExport;
    expect(data.person).toMatchObject({ username: 'schueler.anna', role: 'student', schoolId: 'lindenhof' });
    expect(data.groupMemberships).toContainEqual({ schoolYearId: '2026-27', groupId: '7a' });

    await page.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-my-data-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
  });
});
