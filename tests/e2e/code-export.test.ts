import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs } from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const openAdminArea = async () => {
  await signInAs(page, 'lehrer.mueller');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByText('Admin-Bereich').click();
  await page.getByTestId('code-export').waitFor();
};

/** Clicks an export button of an audience and returns the downloaded file's name and bytes. */
const downloadFrom = async (audience: string, button: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: audience }).getByRole('button', { name: button }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
};

describe('code export in the admin area', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`downloads the code cards as PDF and the codes as CSV (${width})`, async () => {
      await page.setViewportSize(viewport);
      await openAdminArea();
      await expectNoOverflowOrOverlap(page, '[data-testid="code-export"] button');
      await screenshot(page, `admin-code-export-${width}`);
      await expectAccessible(page);

      const cards = await downloadFrom('SchülerInnen', 'Kopiervorlagen');
      expect(cards.name).toMatch(/^Kopiervorlagen-SchuelerInnen-.*\.pdf$/);
      expect(cards.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await page
        .getByRole('status')
        .getByText(/Kopiervorlagen-SchuelerInnen-.*\.pdf mit \d+ Codes wird heruntergeladen\./)
        .waitFor();

      const list = await downloadFrom('Lehrkräfte', 'CSV herunterladen');
      expect(list.name).toMatch(/^Aktivierungscodes-Lehrkraefte-.*\.csv$/);
      expect(list.bytes.toString('utf8')).toMatch(/^\uFEFFNachname;Vorname;Klasse;Code\r\n/);
      await screenshot(page, `admin-code-export-downloaded-${width}`);
    });
  }

  it('lets the admin set the heading and introduction of the code cards', async () => {
    await openAdminArea();
    await page.getByRole('button', { name: 'Vorlage der Code-Karten' }).click();
    const dialog = page.getByTestId('code-card-template-dialog');
    const heading = dialog.getByLabel('Überschrift');
    await heading.fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Angabe wird benötigt').waitFor();

    await heading.fill('Dein Schulapp-Zugang');
    await dialog.getByLabel('Einleitung').fill('Bitte bewahre diesen Code gut auf.');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Erfolgreich gespeichert').waitFor();
    await screenshot(page, 'admin-code-card-template-desktop');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await page.getByRole('button', { name: 'Vorlage der Code-Karten' }).click();
    expect(await page.getByTestId('code-card-template-dialog').getByLabel('Überschrift').inputValue()).toBe('Dein Schulapp-Zugang');
  });
});
