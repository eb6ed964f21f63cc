import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmationCodeNoticePattern } from '../../scripts/dev-stack/confirmation-codes.js';
import { pendingDemoPeople } from '../../scripts/seed/demo-pending-people.js';
import { generateUsername } from '../../shared/generated-username.js';
import { callRoute, initiateAuth } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { stack } from '../fixtures/local-stack.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, url } from './browser.js';

/** Uses pending tutor 5 (registered here with an e-mail address: only those can reset). */
const SUCCESS =
  'E-Mail erfolgreich gesendet. Schau auch in deinem SPAM- oder JUNK-Ordner nach. Der Link hat eine begrenzte Gültigkeitsdauer.';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

/** The code cognito-local "e-mailed": the local stack prints it, here into its log file. */
const loggedCode = async (username: string) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const codes = [...fs.readFileSync(stack.logFile, 'utf8').matchAll(confirmationCodeNoticePattern(username))].map((match) => match[1]);
    const code = codes.at(-1);
    if (code !== undefined) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation code for ${username} in the stack log`);
};

const openResetDialog = async () => {
  await page.goto(url('/login'));
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const dialog = page.getByTestId('reset-password-dialog');
  await dialog
    .getByText('Hinweis: Wer sich vor Juni 2021 registriert hat, hat keine Benutzerkennung und nutzt die E-Mail-Adresse.')
    .waitFor();
  return dialog;
};

describe('reset-password dialog', () => {
  it('sends the code for a user ID, then sets the new password with it', async () => {
    const tutor = defined(pendingDemoPeople.filter((person) => person.role === 'tutor')[4], 'a fifth pending tutor');
    const username = generateUsername(Math.random, 'reset');
    const registered = await callRoute('registerTutor', {
      body: { code: tutor.code, username, password: 'altes-passwort', email: `${username}@example.org`, userInfo: {} },
    });
    expect(registered.status).toBe(200);

    const dialog = await openResetDialog();
    await dialog.getByLabel('Benutzerkennung', { exact: true }).fill(username);
    await dialog.getByRole('button', { name: 'E-Mail senden' }).click();
    await dialog.getByRole('status').getByText(SUCCESS).waitFor();
    expect(await dialog.getByLabel('Benutzerkennung', { exact: true }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'E-Mail senden' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Passwort speichern' }).click();
    await dialog.getByText('Bestätigungscode wird benötigt').waitFor();
    await dialog.getByText('Passwort wird benötigt').waitFor();
    await dialog.getByLabel('Bestätigungscode').fill('000000');
    await dialog.getByLabel('Neues Passwort').fill('12345');
    await dialog.getByRole('button', { name: 'Passwort speichern' }).click();
    await dialog.getByText('Das Passwort muss min. 6 Zeichen lang sein.').waitFor();
    await dialog.getByLabel('Neues Passwort').fill('neues-passwort');
    await dialog.getByRole('button', { name: 'Passwort speichern' }).click();
    await dialog.getByRole('alert').getByText('Der Bestätigungscode ist falsch oder abgelaufen.').waitFor();
    await dialog.getByLabel('Bestätigungscode').fill(await loggedCode(username));
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Passwort speichern' }).click();
    await dialog.getByRole('status').getByText('Passwort erfolgreich geändert').waitFor();
    await screenshot(page, 'reset-password-done-desktop');
    await expectAccessible(page);

    expect((await initiateAuth(username, 'neues-passwort')).body.AuthenticationResult).toBeDefined();
    expect((await initiateAuth(username, 'altes-passwort')).body.AuthenticationResult).toBeUndefined();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';
    it(`shows failures in a red alert that typing clears, with the hint to switch the login type (${width})`, async () => {
      await page.setViewportSize(viewport);
      const dialog = await openResetDialog();
      await dialog.getByLabel('Benutzerkennung', { exact: true }).fill('niemand.hier');
      await dialog.getByRole('button', { name: 'E-Mail senden' }).click();
      await dialog.getByRole('alert').getByText('Benutzer nicht gefunden').waitFor();
      await dialog
        .getByRole('alert')
        .getByText('Prüfe die Benutzerkennung oder setze das Passwort stattdessen mit deiner E-Mail-Adresse zurück.')
        .waitFor();
      await screenshot(page, `reset-password-error-${width}`);
      await expectAccessible(page);
      await dialog.getByLabel('Benutzerkennung', { exact: true }).fill('schueler.ben');
      expect(await dialog.getByRole('alert').count()).toBe(0);

      await dialog.getByRole('button', { name: 'E-Mail senden' }).click();
      await dialog
        .getByRole('alert')
        .getByText('Für dieses Konto ist keine E-Mail-Adresse hinterlegt. Bitte wende dich an den Support.')
        .waitFor();

      await dialog.getByRole('button', { name: 'Stattdessen mit E-Mail-Adresse zurücksetzen' }).click();
      await dialog.getByRole('button', { name: 'E-Mail senden' }).click();
      await dialog.getByText('E-Mail wird benötigt').waitFor();
      await screenshot(page, `reset-password-email-required-${width}`);
      await dialog.getByLabel('E-Mail-Adresse').fill('keine-mail');
      await dialog.getByRole('button', { name: 'E-Mail senden' }).click();
      await dialog.getByText('Die E-Mail-Adresse hat nicht das richtige Format.').waitFor();
    });
  }
});
