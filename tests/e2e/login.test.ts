import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, pageWidths, PHONE, screenshot, signInAs, url, type InPage } from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('login page', () => {
  it('shows the login with user-ID sign-in, the hint and the links, and is accessible', async () => {
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.getByText('Deine Benutzerkennung hast du bei der Registrierung erhalten.').waitFor();
    expect(await page.getByRole('button', { name: 'Passwort vergessen?' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Registrieren' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ein Problem melden' }).isVisible()).toBe(true);
    await screenshot(page, 'login-desktop');
    await expectAccessible(page);
  });

  it("shows the spec's validation texts", async () => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('Benutzerkennung wird benötigt').waitFor();
    await page.getByText('Passwort wird benötigt').waitFor();

    await page.getByLabel('Benutzerkennung', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('Eine Benutzerkennung hat min. 6 Zeichen.').waitFor();

    await page.getByLabel('Benutzerkennung', { exact: true }).fill('lehrer mueller');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('Benutzerkennung darf keine Leerzeichen enthalten.').waitFor();
    await expectAccessible(page);
  });

  it('switches to e-mail login, validates it and remembers the choice', async () => {
    await page.goto(url('/login'));
    await page
      .getByRole('radio', { name: 'E-Mail' })
      .or(page.getByRole('button', { name: 'E-Mail', exact: true }))
      .click();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('E-Mail wird benötigt').waitFor();
    await page.getByLabel('E-Mail-Adresse').fill('keine-adresse');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('Die E-Mail-Adresse hat nicht das richtige Format.').waitFor();
    await page.reload();
    await page.getByLabel('E-Mail-Adresse').waitFor();
    await page
      .getByRole('radio', { name: 'Benutzerkennung' })
      .or(page.getByRole('button', { name: 'Benutzerkennung', exact: true }))
      .click();
    await page.getByLabel('Benutzerkennung', { exact: true }).waitFor();
  });

  it("shows 'Falsches Passwort' and 'Benutzer nicht gefunden' in a red alert", async () => {
    await signInAs(page, 'lehrer.mueller', 'falsches-passwort');
    await page.getByTestId('login-error').getByText('Falsches Passwort').waitFor();
    await signInAs(page, 'niemand.hier');
    await page.getByTestId('login-error').getByText('Benutzer nicht gefunden').waitFor();
    await screenshot(page, 'login-error-desktop');
  });

  it("refuses the service account with 'Keine Zugangsrechte'", async () => {
    await signInAs(page, 'dienst.konto');
    await page.getByRole('dialog').getByText('Keine Zugangsrechte').waitFor();
    await screenshot(page, 'login-no-access-desktop');
    await expectAccessible(page);
  });

  it('signs in with the keyboard only', async () => {
    await page.goto(url('/login'));
    await page.getByLabel('Benutzerkennung', { exact: true }).focus();
    await page.keyboard.type('schueler.anna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lindenhof');
    await page.keyboard.press('Enter');
    await page.getByTestId('start-tiles').waitFor();
    await page.context().clearCookies();
    await page.evaluate(() => (globalThis as unknown as InPage).localStorage.clear());
  });

  it('signs in with the e-mail address', async () => {
    await page.goto(url('/login'));
    await page
      .getByRole('radio', { name: 'E-Mail' })
      .or(page.getByRole('button', { name: 'E-Mail', exact: true }))
      .click();
    await page.getByLabel('E-Mail-Adresse').fill('mueller@lindenhof.example');
    await page.getByLabel('Passwort', { exact: true }).fill('lindenhof');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByTestId('start-tiles').waitFor();
    await page.evaluate(() => (globalThis as unknown as InPage).localStorage.clear());
  });

  it('renders the login page at phone width', async () => {
    const phone = await browser.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(url('/login'));
    await phone.getByRole('heading', { name: 'Anmelden' }).waitFor();
    const { scrollWidth, innerWidth } = await pageWidths(phone);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await screenshot(phone, 'login-phone');
    await phone.close();
  });
});
