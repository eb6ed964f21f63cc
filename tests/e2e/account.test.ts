import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInAs, url } from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const openMenuEntry = async (label: string) => {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByText(label).click();
};

describe('support ticket', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`is sent signed out from the login page and shows the success text (${width})`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(url('/login'));
      await page.getByRole('button', { name: 'Ein Problem melden' }).click();
      const dialog = page.getByTestId('support-ticket-dialog');
      await dialog.getByRole('button', { name: 'Senden' }).click();
      expect(await dialog.getByText('Angabe wird benötigt').count()).toBeGreaterThan(0);
      await dialog.getByLabel('Thema').selectOption('custom');
      await dialog.getByLabel('Betreff').fill('x'.repeat(51));
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await dialog.getByText('Max. 50 Zeichen erlaubt').waitFor();
      await dialog.getByLabel('Betreff').fill('Code verloren');
      await dialog.getByLabel('Ich bin').selectOption('Erziehungsberechtigte:r');
      await dialog.getByLabel('Schule/Institution').fill('Gesamtschule am Lindenhof');
      await dialog.getByLabel('Vorname').fill('Petra');
      await dialog.getByLabel('Nachname').fill('Weber');
      await dialog.getByLabel('E-Mail-Adresse').fill('petra.weber@example.org');
      await dialog.getByLabel('Nachricht').fill('Der Code meines Kindes ist verloren gegangen.');
      await screenshot(page, `support-ticket-form-${width}`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await dialog.getByText('Deine Anfrage wurde erfolgreich gesendet.').waitFor();
      await dialog.getByText('Eine Bestätigung wurde an petra.weber@example.org gesendet.').waitFor();
      await screenshot(page, `support-ticket-sent-${width}`);
      await expectAccessible(page);
    });
  }

  it('opens from the start tile with the school and name filled in', async () => {
    await signInAs(page, 'schueler.anna');
    await page.getByTestId('start-tiles').getByText('Support').click();
    const dialog = page.getByTestId('support-ticket-dialog');
    expect(await dialog.getByLabel('Schule/Institution').inputValue()).toBe('Gesamtschule am Lindenhof');
    expect(await dialog.getByLabel('Ich bin').inputValue()).toBe('Schüler:in');
  });
});

describe('edit account', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`lets a tutor change the display name, seen in the side menu (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'lehrer.schmidt');
      await openMenuEntry('Konto bearbeiten');
      const dialog = page.getByTestId('edit-account-dialog');
      expect(await dialog.getByTestId('account-login-id').innerText()).toBe('lehrer.schmidt');
      const original = await dialog.getByLabel('Anzeigename').inputValue();
      await dialog.getByLabel('Anzeigename').fill('abc');
      await dialog.getByRole('button', { name: 'Namen ändern' }).click();
      const lengthRule = dialog.getByText('Die Eingabe muss min. 4 Zeichen und darf max. 30 Zeichen lang sein.');
      await lengthRule.waitFor();
      // Zero-width spaces fill nothing: three letters among them are still three.
      await dialog.getByLabel('Anzeigename').fill('a\u200Bb\u200Bc\u200B\u200B');
      await dialog.getByRole('button', { name: 'Namen ändern' }).click();
      await page.waitForTimeout(500);
      expect(await lengthRule.isVisible()).toBe(true);
      expect(await dialog.getByText('Anzeigename erfolgreich geändert').count()).toBe(0);
      await dialog.getByLabel('Anzeigename').fill(`Jana Schmidt ${width}`);
      await dialog.getByRole('button', { name: 'Namen ändern' }).click();
      await dialog.getByText('Anzeigename erfolgreich geändert').waitFor();
      await screenshot(page, `edit-account-tutor-${width}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      expect(await page.getByTestId('user-display-name').innerText()).toBe(`Jana Schmidt ${width}`);
      await page.keyboard.press('Escape');

      await openMenuEntry('Konto bearbeiten');
      await page.getByTestId('edit-account-dialog').getByLabel('Anzeigename').fill(original);
      await page.getByTestId('edit-account-dialog').getByRole('button', { name: 'Namen ändern' }).click();
      await page.getByText('Anzeigename erfolgreich geändert').waitFor();
    });
  }

  it('shows a student no name field, and checks the password rules', async () => {
    await signInAs(page, 'schueler.anna');
    await openMenuEntry('Konto bearbeiten');
    const dialog = page.getByTestId('edit-account-dialog');
    await dialog.getByText('Passwort ändern', { exact: true }).first().waitFor();
    expect(await dialog.getByLabel('Anzeigename').count()).toBe(0);
    await dialog.getByLabel('Aktuelles Passwort').fill('falsch!');
    await dialog.getByLabel('Neues Passwort').fill('12345');
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    await dialog.getByText('Das Passwort muss min. 6 Zeichen lang sein.').waitFor();
    await dialog.getByLabel('Neues Passwort').fill('neues-passwort');
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
    await dialog.getByText('Falsches Passwort').waitFor();
    await screenshot(page, 'edit-account-student-desktop');
    await expectAccessible(page);
  });
});

describe('app settings', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`shows push times per weekday and refuses a start after the school start (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'lehrer.mueller');
      await page.getByTestId('start-tiles').getByText('Einstellungen').click();
      const dialog = page.getByTestId('app-settings-dialog');
      const monday = dialog.getByTestId('push-day-monday');
      await monday.getByLabel('Beginn').selectOption('07:30');
      await monday.getByText('Beginn darf nicht nach 07:00 Uhr liegen.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
      await monday.getByLabel('Beginn').selectOption('06:30');
      const alerts = dialog.getByLabel('Benachrichtigungen bei Stundenplanänderungen');
      expect(await alerts.isChecked()).toBe(true);
      await alerts.click({ force: true });
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.getByText('Erfolgreich gespeichert').waitFor();
      expect(await alerts.isChecked()).toBe(false);
      await screenshot(page, `app-settings-${width}`);
      await expectAccessible(page);
      await alerts.click({ force: true });
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.getByText('Erfolgreich gespeichert').waitFor();
    });
  }
});
