import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOnboardingTarget } from '../fixtures/onboarded-school.js';
import { DESKTOP, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs, url } from './browser.js';

/**
 * A school onboarded by `npm run school -- create` (its functions): the new admin signs in with the
 * printed temporary password, chooses an own password, changes a setting in 'Schuleinstellungen'
 * and uploads the logo, which the side menu then shows instead of the initials; a second tab that saves
 * settings from before the first tab's save keeps its input and loads the new state. One browser.
 */
const run = Date.now().toString(36);
const name = `Gymnasium Lindental ${run}`;
let browser: BrowserContext;
let page: Page;
let admin: { username: string; temporaryPassword: string };
beforeAll(async () => {
  const { onboardSchool } = await import('../../scripts/school/school-onboarding.js');
  const created = await onboardSchool({ name, adminEmail: `e2e.${run}@lindental.example` }, localOnboardingTarget());
  if (created.outcome !== 'created' || !created.temporaryPassword) throw new Error('the school was not created');
  admin = { username: created.username, temporaryPassword: created.temporaryPassword };
  browser = await openBrowser(DESKTOP);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
});

/** Both widths, the page from the top. */
const shots = async (shot: string) => {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 375],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => {
      (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0);
    });
    await screenshot(page, `${shot}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
};

describe('onboarding a school', () => {
  it('the new admin signs in with the temporary password, chooses an own one and changes a school setting', async () => {
    await signInAs(page, admin.username, admin.temporaryPassword);
    await page.getByTestId('first-password-form').waitFor();
    await shots('school-onboarding-first-password');
    await page.getByLabel('Neues Passwort').fill('mein-eigenes-passwort');
    await page.getByRole('button', { name: 'Passwort speichern und anmelden' }).click();
    await page.getByTestId('start-tiles').waitFor();

    await page.goto(url('/admin'));
    await page.getByTestId('school-settings-open').click();
    const form = page.getByTestId('school-settings-form');
    await expect.poll(() => form.getByLabel('Name der Schule').inputValue()).toBe(name);
    await form.getByText('alle Klassen und Kurse der Schule').click();
    await form.getByLabel('Wetter-Ort (OpenWeatherMap-Stadt-ID)').fill('2886242');
    await form.getByText('Personendaten verschlüsseln').click();
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Die Einstellungen sind gespeichert.').waitFor();
    await shots('school-settings');

    await page.reload();
    await expect.poll(() => form.getByLabel('Wetter-Ort (OpenWeatherMap-Stadt-ID)').inputValue()).toBe('2886242');
    expect(await form.getByRole('radio', { name: 'alle Klassen und Kurse der Schule' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Personendaten verschlüsseln').isChecked()).toBe(true);
  });

  it('an uploaded logo replaces the initials in the side menu', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-logo-')), 'logo.png');
    const logo = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" rx="40" fill="#1e6b52"/><text x="100" y="128" font-size="90" text-anchor="middle" fill="#fff" font-family="sans-serif">GL</text></svg>',
    );
    fs.writeFileSync(file, await sharp(logo).png().toBuffer());
    await page.locator('#school-logo-file').setInputFiles(file);
    await page.getByRole('button', { name: 'Logo hochladen' }).click();
    await page.getByText('Das Logo ist gespeichert.').waitFor();
    await page.getByTestId('settings-logo').waitFor();

    await page.goto(url('/'));
    await page.getByTestId('start-tiles').waitFor();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const logoImage = page.getByTestId('side-menu').getByTestId('school-logo');
    await expect.poll(() => logoImage.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(256);
    await page.getByTestId('side-menu').getByText(name).waitFor();
    await screenshot(page, 'school-logo-side-menu-1280', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'school-logo-side-menu-375', { fullPage: false });
  });

  it("keeps the second tab's input when the settings were saved meanwhile, names what changed and loads the new state", async () => {
    const openSettings = async (tab: Page) => {
      await tab.goto(url('/admin/school'));
      const form = tab.getByTestId('school-settings-form');
      await expect.poll(() => form.getByLabel('Name der Schule').inputValue()).toBe(name);
      return form;
    };
    await page.setViewportSize(DESKTOP);
    const second = await browser.newPage();
    await second.setViewportSize(PHONE);
    const firstForm = await openSettings(page);
    const secondForm = await openSettings(second);
    await firstForm.getByLabel('Wetter-Ort (OpenWeatherMap-Stadt-ID)').fill('2950159');
    await firstForm.getByRole('button', { name: 'Speichern' }).click();
    await firstForm.getByText('Die Einstellungen sind gespeichert.').waitFor();

    await secondForm.getByText('nur ihre eigenen Klassen und Kurse').click();
    await secondForm.getByRole('button', { name: 'Speichern' }).click();
    const conflict = secondForm.getByTestId('edit-conflict');
    await conflict
      .getByText(
        'Die Einstellungen der Schule wurden gespeichert, während du sie bearbeitet hast. ' +
          'Inzwischen geändert: Wetter-Ort (OpenWeatherMap-Stadt-ID). ' +
          'Deine Eingaben sind noch da. Lade den neuen Stand oder speichere deine Fassung darüber.',
      )
      .waitFor();
    expect(await secondForm.getByRole('radio', { name: 'nur ihre eigenen Klassen und Kurse' }).isChecked()).toBe(true);
    await conflict.scrollIntoViewIfNeeded();
    await screenshot(second, 'school-settings-edit-conflict-375', { fullPage: false });
    await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');

    await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
    await expect.poll(() => secondForm.getByLabel('Wetter-Ort (OpenWeatherMap-Stadt-ID)').inputValue()).toBe('2950159');
    await secondForm.getByText('nur ihre eigenen Klassen und Kurse').click();
    await secondForm.getByRole('button', { name: 'Speichern' }).click();
    await secondForm.getByText('Die Einstellungen sind gespeichert.').waitFor();
    await second.reload();
    await expect.poll(() => secondForm.getByLabel('Wetter-Ort (OpenWeatherMap-Stadt-ID)').inputValue()).toBe('2950159');
    expect(await secondForm.getByRole('radio', { name: 'nur ihre eigenen Klassen und Kurse' }).isChecked()).toBe(true);
    await second.close();
  }, 120_000);
});
