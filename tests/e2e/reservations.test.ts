import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, berlinToday, isWeekend } from '../../shared/week.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import { DESKTOP, expectEditConflict, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';

/**
 * 'Geräteverwaltung' end to end (its device admin page last): Frau Schmidt reserves two laptops while Herr Müller has one of
 * them in his reserve dialog; his booking is refused naming the device, and he then sees both
 * read-only with her name. She finds them under 'Reservierte Geräte' (wide) and 'Gebucht' (phone)
 * and deletes one with the spec's confirmation; his result view (polled every 5 s) frees it again.
 * The bookings are this file's own: the table is put back after it.
 */
restoreTableAfterFile();

let browsers: BrowserContext[] = [];
const newPage = async (viewport = DESKTOP) => {
  const browser = await openBrowser(viewport);
  browsers.push(browser);
  const page = await browser.newPage();
  await page.setViewportSize(viewport);
  return page;
};
beforeEach(() => {
  browsers = [];
});
afterEach(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
});

/** The next school day (inside the calendar dialog's today plus 4 days). */
const day = (() => {
  let candidate = addDays(berlinToday(), 1);
  while (isWeekend(candidate)) candidate = addDays(candidate, 1);
  return candidate;
})();

/** The day as the template choice names it, e.g. 'Mo., 30.11.'. */
const shortDay = new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
  new Date(`${day}T00:00:00Z`),
);

/** A page from the top (a full-page shot of a scrolled page draws the fixed app bar in the middle); an open dialog as the screen shows it. */
const keepScreenshot = async (page: Page, name: string, { dialog = false } = {}) => {
  if (!dialog)
    await page.evaluate(() => {
      (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0);
    });
  await screenshot(page, name, { fullPage: !dialog });
};

const openResources = async (page: Page, username: string) => {
  await signInToStart(page, username);
  await page.goto(url('/resources'));
  await page.getByTestId('reserve-form').waitFor();
};

const search = async (
  page: Page,
  type: string,
  { building, starttime = '08:00', endtime = '09:30' }: { building?: string; starttime?: string; endtime?: string } = {},
) => {
  await page.getByLabel('Geräte-Typ').selectOption(type);
  if (building) await page.getByLabel('Gebäude').selectOption({ label: building });
  await page.getByLabel('Datum').fill(day);
  await page.getByLabel('Beginn').fill(starttime);
  await page.getByLabel('Ende').fill(endtime);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByTestId('reserve-result').getByRole('heading', { name: 'Freie Geräte' }).waitFor();
};

/** Amplify's checkbox hides its input behind the label: tick it by the label's text, like a person. */
const tick = (page: Page, device: string) => page.getByTestId('free-devices').getByText(device, { exact: true }).click();
const freeBox = (page: Page, device: string) => page.getByTestId('free-devices').getByRole('checkbox', { name: device, exact: true });

describe('Geräteverwaltung', () => {
  it('on a phone: the tabs, the building selector, a type without groups, no device left, the calendar, a template, deleting', async () => {
    const phone = await newPage(PHONE);
    await openResources(phone, 'lehrer.schmidt');
    await phone.getByRole('tab', { name: 'Gebucht' }).click();
    await phone.getByText('Es liegen noch keine Buchungen von dir vor.').waitFor();
    await keepScreenshot(phone, 'reservations-phone-empty');
    await phone.getByRole('button', { name: 'Gerät buchen' }).click();
    await phone.getByRole('heading', { name: 'Verfügbare Geräte suchen' }).waitFor();

    await search(phone, 'Beamer', { building: 'Neubau' });
    await phone.getByText('Keine Gruppen für Gerätetyp verfügbar').waitFor();
    expect(await phone.getByTestId('free-devices').getByRole('checkbox').count()).toBe(1);
    await tick(phone, 'Beamer 03');
    await phone.getByRole('button', { name: 'Reservieren' }).click();
    const dialog = phone.getByTestId('reserve-dialog');
    // A description over the limit is not cut: the field counts, names the rule and keeps the text.
    await dialog.getByLabel('Beschreibung').fill('x'.repeat(501));
    await dialog.getByText('max. 500 Zeichen (1 zu viel)').waitFor();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Höchstens 500 Zeichen.').waitFor();
    expect((await dialog.getByLabel('Beschreibung').inputValue()).length).toBe(501);
    await screenshot(phone, 'reservations-description-limit-phone');
    await dialog.getByLabel('Beschreibung').fill('Elternabend');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await phone.getByText('Keine weiteren Geräte vom ausgewählten Geräte-Typ in diesem Zeitraum verfügbar.').waitFor();
    await phone.getByTestId('busy-devices').getByText('gebucht von Frau Schmidt').waitFor();
    await expectNoOverflowOrOverlap(phone, '.reserve-search, .reserve-result');
    await keepScreenshot(phone, 'reservations-phone');

    await phone.getByRole('button', { name: 'Kalender' }).click();
    const calendar = phone.getByTestId('reservation-calendar');
    await calendar.getByText('Beamer 03: Frau Schmidt (08:00–09:30 Uhr)').waitFor();
    await keepScreenshot(phone, 'reservations-calendar-phone', { dialog: true });
    await calendar.getByRole('button', { name: 'Schließen' }).click();

    // Any change of the search returns to the search view.
    await phone.getByLabel('Gebäude').selectOption({ label: 'Alle Gebäude' });
    await phone.getByTestId('reserve-result').waitFor({ state: 'detached' });

    // Her booking as the template, from a search of another time: its description is copied and
    // locked, and the device joins its group on its day and times.
    await search(phone, 'Beamer', { starttime: '10:00', endtime: '11:00' });
    await tick(phone, 'Beamer 01');
    await phone.getByRole('button', { name: 'Reservieren' }).click();
    const germanDay = day.split('-').reverse().join('.');
    await dialog.getByText(`Beamer 01 am ${germanDay}, 10:00–11:00 Uhr`).waitFor();
    await dialog.getByLabel('Vorlage').selectOption({ label: `${shortDay} 08:00–09:30 Uhr · Beamer 03: Elternabend` });
    const description = dialog.getByLabel('Beschreibung');
    expect(await description.inputValue()).toBe('Elternabend');
    expect(await description.isDisabled()).toBe(true);
    await dialog.getByText(`Beamer 01 am ${germanDay}, 08:00–09:30 Uhr`).waitFor();
    await dialog.getByText('Beschreibung, Datum und Zeit werden aus der Vorlage übernommen.').waitFor();
    await keepScreenshot(phone, 'reservations-template-phone', { dialog: true });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Deleting on the phone: 'nicht löschen' keeps it, 'löschen' removes it.
    await phone.getByRole('tab', { name: 'Gebucht' }).click();
    const group = phone.getByTestId('reservation-group');
    await group.getByText('Beamer 01').waitFor();
    expect(await group.count()).toBe(1);
    await group.getByText('08:00–09:30 Uhr').waitFor();
    expect(await group.getByTestId('my-reservation').count()).toBe(2);
    await phone.getByRole('button', { name: 'Reservierung von Beamer 03 löschen' }).click();
    await phone.getByTestId('confirm-delete').getByRole('button', { name: 'nicht löschen' }).click();
    await phone.getByTestId('confirm-delete').waitFor({ state: 'detached' });
    expect(await group.getByTestId('my-reservation').count()).toBe(2);
    for (const device of ['Beamer 03', 'Beamer 01']) {
      await phone.getByRole('button', { name: `Reservierung von ${device} löschen` }).click();
      await phone.getByTestId('confirm-delete').getByRole('button', { name: 'löschen', exact: true }).click();
      await phone.getByTestId('confirm-delete').waitFor({ state: 'detached' });
    }
    await phone.getByText('Es liegen noch keine Buchungen von dir vor.').waitFor();
  });

  it('Frau Schmidt reserves two laptops; Herr Müller is refused with the collision and sees them read-only; she deletes one', async () => {
    const schmidt = await newPage();
    const mueller = await newPage();
    await openResources(schmidt, 'lehrer.schmidt');
    await schmidt.getByText('Es liegen noch keine Buchungen von dir vor.').waitFor();
    // The search form's rules.
    await schmidt.getByRole('button', { name: 'Suchen' }).click();
    await schmidt.getByText('Wird benötigt.').first().waitFor();
    await schmidt.getByText('Beginn wird benötigt').waitFor();
    await schmidt.getByText('Ende wird benötigt').waitFor();

    // Herr Müller has Laptop 01 in his reserve dialog before Frau Schmidt books it.
    await openResources(mueller, 'lehrer.mueller');
    await search(mueller, 'Laptop');
    await tick(mueller, 'Laptop 01');
    await mueller.getByRole('button', { name: 'Reservieren' }).click();
    const muellerDialog = mueller.getByTestId('reserve-dialog');
    await muellerDialog.getByLabel('Beschreibung').fill('Vertretung 7a');

    await search(schmidt, 'Laptop');
    await schmidt.getByRole('button', { name: 'Infos zu Laptop 01' }).click();
    const info = schmidt.getByTestId('device-info');
    await info.getByText('LT-01').waitFor();
    await info.getByText('Laptopwagen 1').waitFor();
    await info.getByRole('button', { name: 'Schließen' }).click();
    await tick(schmidt, 'Laptop 01');
    await tick(schmidt, 'Laptop 02');
    expect(await freeBox(schmidt, 'Laptop 01').isChecked()).toBe(true);
    await schmidt.getByText('2 Geräte ausgewählt').waitFor();
    await schmidt.getByRole('button', { name: 'Reservieren' }).click();
    const dialog = schmidt.getByTestId('reserve-dialog');
    await dialog.getByText('Laptop 01, Laptop 02').waitFor();
    await dialog.getByLabel('Beschreibung').fill('Präsentationen 9b');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = schmidt.getByTestId('my-reservations');
    await mine.getByText('Präsentationen 9b').waitFor();
    expect(await mine.getByTestId('my-reservation').allInnerTexts()).toEqual([
      expect.stringContaining('Laptop 01'),
      expect.stringContaining('Laptop 02'),
    ]);
    // After saving the selection is reset.
    await schmidt.getByText('0 Geräte ausgewählt').waitFor();
    await expectNoOverflowOrOverlap(schmidt, '.resources__booked, .reserve-form');
    await keepScreenshot(schmidt, 'reservations-desktop');
    // Her new booking is offered as a template (cancelled here).
    await tick(schmidt, 'Laptop 03');
    await schmidt.getByRole('button', { name: 'Reservieren' }).click();
    await dialog.getByLabel('Vorlage').selectOption({ label: `${shortDay} 08:00–09:30 Uhr · Laptop 01, Laptop 02: Präsentationen 9b` });
    expect(await dialog.getByLabel('Beschreibung').isDisabled()).toBe(true);
    await keepScreenshot(schmidt, 'reservations-template-desktop', { dialog: true });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Herr Müller saves: refused, naming the device; then both laptops are read-only with her name.
    await muellerDialog.getByRole('button', { name: 'Speichern' }).click();
    await muellerDialog.getByRole('alert').getByText('Im gewählten Zeitraum bereits reserviert: Laptop 01').waitFor();
    await muellerDialog.getByRole('button', { name: 'Abbrechen' }).click();
    const busy = mueller.getByTestId('busy-devices');
    await busy.getByText('Laptop 02').waitFor();
    expect(await busy.getByText('gebucht von Frau Schmidt').count()).toBe(2);
    expect(await freeBox(mueller, 'Laptop 01').count()).toBe(0);
    expect(await mueller.getByRole('button', { name: /löschen/ }).count()).toBe(0);
    await mueller.getByRole('button', { name: 'Laptopwagen 1 (6)' }).click();
    await mueller.getByText('6 Geräte ausgewählt').waitFor();
    await mueller.getByRole('button', { name: 'Kalender' }).click();
    const calendar = mueller.getByTestId('reservation-calendar');
    await calendar.getByText('Laptop 01: Frau Schmidt (08:00–09:30 Uhr)').waitFor();
    expect(await calendar.getByRole('rowheader').allInnerTexts()).toHaveLength(25);
    expect(await calendar.getByRole('rowheader').first().innerText()).toBe('06:00');
    await keepScreenshot(mueller, 'reservations-calendar-desktop', { dialog: true });
    await calendar.getByRole('button', { name: 'Schließen' }).click();

    // On her phone the two laptops are under 'Gebucht'.
    const phone = await newPage(PHONE);
    await openResources(phone, 'lehrer.schmidt');
    await phone.getByRole('tab', { name: 'Gebucht' }).click();
    const phoneMine = phone.getByTestId('my-reservations');
    await phoneMine.getByText('Präsentationen 9b').waitFor();
    expect(await phoneMine.getByTestId('my-reservation').count()).toBe(2);
    await expectNoOverflowOrOverlap(phone, '[data-testid="my-reservation"]');
    await keepScreenshot(phone, 'reservations-phone-booked');

    // She deletes Laptop 01 with the spec's confirmation; Herr Müller's polled result view frees it.
    await mine.getByRole('button', { name: 'Reservierung von Laptop 01 löschen' }).click();
    const confirm = schmidt.getByTestId('confirm-delete');
    await confirm.getByText('Wirklich löschen?').waitFor();
    await confirm.getByText('Diese Aktion kann nicht rückgängig gemacht werden.').waitFor();
    await confirm.getByRole('button', { name: 'nicht löschen' }).waitFor();
    await confirm.getByRole('button', { name: 'löschen', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => mine.getByTestId('my-reservation').count()).toBe(1);
    await freeBox(mueller, 'Laptop 01').waitFor({ timeout: 15_000 });
  });

  it('a school with one building has no building selector', async () => {
    const page = await newPage();
    await openResources(page, 'lehrer.klein');
    await page.getByLabel('Geräte-Typ').waitFor();
    expect(await page.getByLabel('Gebäude').count()).toBe(0);
    await search(page, 'Laptop');
    await page.getByTestId('free-devices').getByText('Laptop B01', { exact: true }).waitFor();
  });

  it('the admin keeps the devices: adds one to a group and imports a CSV list', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await signInToStart(page, 'lehrer.mueller');
      await page.goto(url('/admin'));
      await page.getByRole('link', { name: 'Geräte verwalten' }).click();
      await page.getByTestId('devices-admin-page').getByText('Laptop 01', { exact: true }).waitFor();
      if (viewport === PHONE) {
        await expectNoOverflowOrOverlap(page, '[data-testid="catalog-device"]');
        await keepScreenshot(page, 'reservations-admin-phone');
        continue;
      }
      await page.getByRole('region', { name: 'Geräte', exact: true }).getByRole('button', { name: 'Hinzufügen' }).click();
      const dialog = page.getByTestId('catalog-item-dialog');
      await dialog.getByLabel('Name').fill('Laptop 09');
      await dialog.getByLabel('Geräte-Typ').fill('Laptop');
      await dialog.getByLabel('Gebäude').selectOption({ label: 'Hauptgebäude' });
      await dialog.getByLabel('Geräte-ID').fill('LT-09');
      await dialog.getByText('Laptopwagen 1', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Laptop · LT-09 · Hauptgebäude').waitFor();

      await page.getByLabel('CSV-Datei').setInputFiles({
        name: 'geraete.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Name;Typ;Geräte-ID;Gebäude\nDokumentenkamera 1;Kamera;DK-1;Neubau\nDokumentenkamera 2;Kamera;DK-2;Turnhalle\n',
        ),
      });
      await page.getByTestId('import-preview').getByText('2 Geräte erkannt').waitFor();
      await page.getByRole('button', { name: 'Importieren' }).click();
      await page.getByText('2 Geräte importiert, 1 Gebäude angelegt.').waitFor();
      await page.getByText('Dokumentenkamera 2', { exact: true }).waitFor();
      await keepScreenshot(page, 'reservations-admin-desktop');
    }
  });

  it("keeps the second tab's input when a device was saved meanwhile, names what changed and loads the new state", async () => {
    const openDevice = async (page: Page) => {
      await signInToStart(page, 'lehrer.mueller');
      await page.goto(url('/admin/resources'));
      await page.getByRole('button', { name: 'Beamer 03 bearbeiten' }).click();
      const dialog = page.getByTestId('catalog-item-dialog');
      await expect.poll(() => dialog.getByLabel('Geräte-ID').inputValue()).toBe('BM-03');
      return dialog;
    };
    const [first, second] = [await newPage(DESKTOP), await newPage(PHONE)];
    const firstDialog = await openDevice(first);
    const secondDialog = await openDevice(second);
    await firstDialog.getByLabel('Geräte-ID').fill('BM-03-A');
    await firstDialog.getByRole('button', { name: 'Speichern' }).click();
    await firstDialog.waitFor({ state: 'detached' });

    await secondDialog.getByLabel('Name').fill('Beamer Aula');
    await secondDialog.getByRole('button', { name: 'Speichern' }).click();
    const conflict = await expectEditConflict(secondDialog, 'Dieses Gerät wurde gespeichert, während du es bearbeitet hast.', 'Geräte-ID');
    expect(await secondDialog.getByLabel('Name').inputValue()).toBe('Beamer Aula');
    await conflict.scrollIntoViewIfNeeded();
    await screenshot(second, 'reservations-device-edit-conflict-375', { fullPage: false });
    await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');

    await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
    await expect.poll(() => secondDialog.getByLabel('Geräte-ID').inputValue()).toBe('BM-03-A');
    await secondDialog.getByLabel('Name').fill('Beamer Aula');
    await secondDialog.getByRole('button', { name: 'Speichern' }).click();
    await secondDialog.waitFor({ state: 'detached' });
    const saved = second.getByTestId('catalog-device').filter({ hasText: 'Beamer Aula' });
    await saved.getByText('Beamer · BM-03-A · Neubau').waitFor();
  }, 120_000);
});
