import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInAs, signInToStart, url } from './browser.js';

/** The login-alert dialog of Lindenhof (one browser for the file; its message is removed at the end). */
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
  // A pending message would open the dialog in every later browser test that signs in.
  const admin = await signIn('lehrer.mueller');
  const { alert } = (await callRoute('getLoginAlert', { token: admin })).body;
  if (alert) await callRoute('deleteLoginAlert', { token: admin, params: { alertId: alert.id } });
});

const title = 'Elternsprechtag am Freitag';
const body = 'Der Unterricht endet um 12 Uhr.\nBitte bringt eure Zeugnismappen mit.';

const logout = async () => {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByText('Logout').click();
  await page.waitForURL(/\/login/);
};

/** Signs in and waits until the app asked for a pending message. */
const signInAndAsk = async (username: string) => {
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/login-alert'));
  await signInAs(page, username);
  await asked;
};

describe('login alert', () => {
  it('an admin writes it in /admin; a student sees it once at the next sign-in, not at the one after', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/admin'));
    const card = page.getByRole('region', { name: 'Hinweis bei der Anmeldung' });
    await card.getByRole('button', { name: 'Hinweis schreiben' }).click();
    const editor = page.getByTestId('login-alert-edit-dialog');
    await editor.getByLabel('Überschrift').fill(title);
    await editor.getByLabel('Nachricht').fill(body);
    await editor.getByTestId('login-alert-save').click();
    await editor.waitFor({ state: 'detached' });
    await card.getByText(title).waitFor();
    await logout();

    await signInAndAsk('schueler.ben');
    const dialog = page.getByTestId('login-alert-dialog');
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByText('Bitte bringt eure Zeugnismappen mit.', { exact: false }).waitFor();
    await screenshot(page, 'login-alert-desktop');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'login-alert-phone');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await logout();

    await page.setViewportSize(DESKTOP);
    await signInAndAsk('schueler.ben');
    expect(await page.getByTestId('login-alert-dialog').count()).toBe(0);
  });
});
