import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import { DESKTOP, openBrowser, PHONE, screenshot, signInAs, signInToStart, url } from './browser.js';

/**
 * Refusals that say what to do: in the device catalogue, the support ticket and the school year's
 * holidays an over-long or otherwise invalid value is named at its field in German before sending,
 * the field shows its limit, and the dialog stays open with the input. An API refusal (a building
 * deleted in another tab meanwhile) lands at its field the same way. The file changes the demo
 * school's catalogue: the table is restored after it.
 */
restoreTableAfterFile();

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
  await signInToStart(page, 'lehrer.mueller');
});
afterAll(async () => {
  await browser.close();
});

const viewports = [
  { viewport: DESKTOP, width: '1280' },
  { viewport: PHONE, width: '375' },
];

const openDevicesAdmin = async (on: Page) => {
  await on.goto(url('/admin'));
  await on.getByRole('link', { name: 'Geräte verwalten' }).click();
  await on.getByTestId('devices-admin-page').getByText('Laptop 01', { exact: true }).waitFor();
};

const addIn = async (section: string) => {
  await page.getByRole('region', { name: section, exact: true }).getByRole('button', { name: 'Hinzufügen' }).click();
  return page.getByTestId('catalog-item-dialog');
};

/** The text a field shows below it (its limit or its error). */
const expectFieldText = async (dialog: Locator, text: string) => {
  await dialog.getByText(text, { exact: true }).first().waitFor();
};

describe('form refusals name the rule at the field', () => {
  for (const { viewport, width } of viewports) {
    it(`the device dialog names the broken rule and keeps the input (${width})`, async () => {
      await page.setViewportSize(viewport);
      await openDevicesAdmin(page);
      const dialog = await addIn('Geräte');
      await expectFieldText(dialog, 'max. 80 Zeichen');
      const longName = `Dokumentenkamera ${'x'.repeat(68)}`;
      await dialog.getByLabel('Name').fill(longName);
      await expectFieldText(dialog, 'max. 80 Zeichen (5 zu viel)');
      await dialog.getByLabel('Geräte-ID').fill('DK-\t1');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expectFieldText(dialog, 'Höchstens 80 Zeichen.');
      await expectFieldText(dialog, 'Bitte ausfüllen.');
      await expectFieldText(dialog, 'Bitte keine Steuerzeichen (z. B. Tabulatoren) verwenden.');
      expect(await dialog.getByLabel('Name').inputValue()).toBe(longName);
      await screenshot(page, `form-refusals-device-${width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  }

  it("the API's refusal of a building deleted meanwhile stays in the dialog at the building", async () => {
    await page.setViewportSize(DESKTOP);
    await openDevicesAdmin(page);
    const building = await addIn('Gebäude');
    await building.getByLabel('Name').fill('Pavillon');
    await building.getByRole('button', { name: 'Speichern' }).click();
    await building.waitFor({ state: 'detached' });
    await page.getByText('Pavillon', { exact: true }).waitFor();

    const dialog = await addIn('Gerätegruppen');
    await dialog.getByLabel('Name').fill('Kamerakoffer');
    await dialog.getByLabel('Geräte-Typ').fill('Kamera');
    await dialog.getByLabel('Gebäude').selectOption({ label: 'Pavillon' });

    const otherTab = await browser.newPage();
    await openDevicesAdmin(otherTab);
    await otherTab.getByRole('button', { name: 'Pavillon löschen' }).click();
    await otherTab.getByTestId('confirm-delete').getByRole('button', { name: 'löschen', exact: true }).click();
    await otherTab.getByTestId('confirm-delete').waitFor({ state: 'detached' });
    await otherTab.close();

    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expectFieldText(dialog, 'Dieses Gebäude gibt es nicht mehr. Bitte ein anderes wählen.');
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Kamerakoffer');
    expect(await dialog.getByLabel('Geräte-Typ').inputValue()).toBe('Kamera');
    await screenshot(page, 'form-refusals-device-api-1280', { fullPage: false });
    await dialog.getByLabel('Gebäude').selectOption({ label: 'Kein Gebäude' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Kamerakoffer', { exact: true }).waitFor();
  });

  for (const { viewport, width } of viewports) {
    it(`the support ticket shows its limits and names the broken rule (${width})`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(url('/start'));
      await page.getByTestId('start-tiles').getByText('Support').click();
      const dialog = page.getByTestId('support-ticket-dialog');
      await dialog.getByLabel('Thema').selectOption('Fragen zu meinem Konto');
      await expectFieldText(dialog, 'max. 5000 Zeichen');
      const message = 'Frage '.repeat(834);
      await dialog.getByLabel('Nachricht').fill(message);
      await expectFieldText(dialog, 'max. 5000 Zeichen (4 zu viel)');
      await dialog.getByLabel('Schule/Institution').fill('G'.repeat(201));
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await expectFieldText(dialog, 'Höchstens 5000 Zeichen.');
      await expectFieldText(dialog, 'Höchstens 200 Zeichen.');
      expect(await dialog.getByLabel('Nachricht').inputValue()).toBe(message);
      await dialog.getByLabel('Nachricht').scrollIntoViewIfNeeded();
      await screenshot(page, `form-refusals-support-${width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    });
  }

  for (const { viewport, width } of viewports) {
    it(`a holiday's name shows its limit and names the broken rule (${width})`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(url('/admin'));
      const form = page.getByRole('region', { name: 'Schuljahr' }).getByTestId('prepare-school-year');
      await form.getByRole('button', { name: 'Ferien hinzufügen' }).click();
      const name = 'Herbstferien '.repeat(7);
      await form.getByTestId('holiday-name-0').fill(name);
      await expectFieldText(form, 'max. 80 Zeichen (11 zu viel)');
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expectFieldText(form, 'Höchstens 80 Zeichen.');
      expect(await form.getByTestId('holiday-name-0').inputValue()).toBe(name);
      await form.getByTestId('holiday-name-0').scrollIntoViewIfNeeded();
      await screenshot(page, `form-refusals-holiday-${width}`, { fullPage: false });
    });
  }

  it("a sick note's notice shows its limit and names the broken rule", async () => {
    const guardian = await openBrowser();
    const guardianPage = await guardian.newPage();
    await signInAs(guardianPage, 'eltern.weber');
    for (const { viewport, width } of viewports) {
      await guardianPage.setViewportSize(viewport);
      await guardianPage.getByTestId('tile-sickNote').click();
      const dialog = guardianPage.getByTestId('sick-note-dialog');
      await expectFieldText(dialog, 'max. 500 Zeichen');
      const notice = 'Fieber '.repeat(72);
      await dialog.getByLabel('Notiz (optional)').fill(notice);
      await expectFieldText(dialog, 'max. 500 Zeichen (4 zu viel)');
      await dialog.getByRole('button', { name: 'Krankmelden' }).click();
      await expectFieldText(dialog, 'Höchstens 500 Zeichen.');
      expect(await dialog.getByLabel('Notiz (optional)').inputValue()).toBe(notice);
      await screenshot(guardianPage, `form-refusals-sick-note-${width}`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await guardian.close();
  });
});
