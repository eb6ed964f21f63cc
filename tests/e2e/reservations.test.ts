import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, berlinToday, isWeekend } from '../../shared/week.js';
import { DESKTOP, openBrowser, PHONE, screenshot, screenshotDir, signInAs, url } from './browser.js';

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

/** A school day a few days ahead, so the demo laptops are free (no other test books them). */
const day = (() => {
  let candidate = addDays(berlinToday(), 3);
  while (isWeekend(candidate)) candidate = addDays(candidate, 1);
  return candidate;
})();

const openResources = async (page: Page, username: string) => {
  await signInAs(page, username);
  await page.getByTestId('start-tiles').waitFor();
  await page.goto(url('/resources'));
  await page.getByTestId('reserve-form').waitFor();
};

const searchLaptops = async (page: Page) => {
  await page.getByLabel('Geräte-Typ').selectOption('Laptop');
  await page.getByLabel('Datum').fill(day);
  await page.getByLabel('Beginn').fill('08:00');
  await page.getByLabel('Ende').fill('09:30');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByTestId('reserve-result').waitFor();
};

const keepScreenshot = (name: string) => {
  const target = '/tmp/reservations-shots';
  fs.mkdirSync(target, { recursive: true });
  fs.copyFileSync(path.join(screenshotDir, `${name}.png`), path.join(target, `${name}.png`));
};

describe('Geräteverwaltung', () => {
  it('lehrer.schmidt reserves two laptops; lehrer.mueller sees them read-only with the name and cannot book them; schmidt deletes one', async () => {
    const schmidt = await newPage();
    await openResources(schmidt, 'lehrer.schmidt');
    await schmidt.getByText('Es liegen noch keine Buchungen von dir vor.').waitFor();

    await schmidt.getByRole('button', { name: 'Suchen' }).click();
    expect(await schmidt.getByText('Wird benötigt.').count()).toBeGreaterThan(0);
    await schmidt.getByText('Beginn wird benötigt').waitFor();
    await schmidt.getByText('Ende wird benötigt').waitFor();

    await searchLaptops(schmidt);
    const free = schmidt.getByTestId('free-devices');
    await free.getByRole('checkbox', { name: 'Laptop 01', exact: true }).check();
    await free.getByRole('checkbox', { name: 'Laptop 02', exact: true }).check();
    await schmidt.getByRole('button', { name: 'Reservieren' }).click();
    const dialog = schmidt.getByTestId('reserve-dialog');
    await dialog.getByLabel('Beschreibung').fill('Präsentationen 9b');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = schmidt.getByTestId('my-reservations');
    await mine.getByText('Präsentationen 9b').waitFor();
    expect(await mine.getByTestId('my-reservation').count()).toBe(2);
    await screenshot(schmidt, 'reservations-desktop');
    keepScreenshot('reservations-desktop');

    const mueller = await newPage();
    await openResources(mueller, 'lehrer.mueller');
    await searchLaptops(mueller);
    const busy = mueller.getByTestId('busy-devices');
    await busy.getByText('Laptop 01').waitFor();
    expect(await busy.getByText('gebucht von Frau Schmidt').count()).toBe(2);
    expect(await mueller.getByTestId('free-devices').getByRole('checkbox', { name: 'Laptop 01', exact: true }).count()).toBe(0);
    expect(await mueller.getByRole('button', { name: /löschen/ }).count()).toBe(0);

    await mine.getByRole('button', { name: 'Reservierung von Laptop 01 löschen' }).click();
    const confirm = schmidt.getByTestId('confirm-delete');
    await confirm.getByText('Wirklich löschen?').waitFor();
    await confirm.getByText('Diese Aktion kann nicht rückgängig gemacht werden.').waitFor();
    await confirm.getByRole('button', { name: 'löschen', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await mine.getByTestId('my-reservation').first().waitFor();
    await expect.poll(() => mine.getByTestId('my-reservation').count()).toBe(1);
    // The result view polls every 5 s: Laptop 01 comes back to Herr Müller's free devices.
    await mueller.getByTestId('free-devices').getByRole('checkbox', { name: 'Laptop 01', exact: true }).waitFor({ timeout: 15_000 });
  });

  it('shows the tabs Gebucht and Neu on a phone', async () => {
    const phone = await newPage(PHONE);
    await openResources(phone, 'lehrer.schmidt');
    await phone.getByRole('tab', { name: 'Gebucht' }).waitFor();
    await phone.getByRole('tab', { name: 'Neu' }).waitFor();
    await searchLaptops(phone);
    await screenshot(phone, 'reservations-phone');
    keepScreenshot('reservations-phone');
    await phone.getByRole('tab', { name: 'Gebucht' }).click();
    await phone.getByTestId('my-reservations').waitFor();
    await screenshot(phone, 'reservations-phone-booked');
    keepScreenshot('reservations-phone-booked');
  });
});
