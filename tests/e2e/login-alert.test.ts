import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, signIn } from '../fixtures/api-session.js';
import {
  DESKTOP,
  expectAccessible,
  expectNoOverflowOrOverlap,
  openBrowser,
  PHONE,
  screenshot,
  signInAs,
  signInToStart,
  url,
} from './browser.js';

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

  it("keeps the second tab's input when the message was saved meanwhile, names what changed and loads the new state", async () => {
    const admin = await signIn('lehrer.mueller');
    const left = (await callRoute('getLoginAlert', { token: admin })).body.alert;
    if (left) await callRoute('deleteLoginAlert', { token: admin, params: { alertId: left.id } });
    const made = (await callRoute('createLoginAlert', { token: admin, body: { title: 'Schulfest', body: 'Am Samstag ab 10 Uhr.' } })).body;
    // The admin has seen it: the tabs' sign-in opens no login-alert dialog.
    await callRoute('confirmLoginAlert', { token: admin, params: { alertId: made.alert?.id ?? '' } });
    const tabs: BrowserContext[] = [];
    const openEditor = async (viewport: typeof DESKTOP) => {
      const context = await openBrowser(viewport);
      tabs.push(context);
      const tab = await context.newPage();
      await tab.setViewportSize(viewport);
      await signInAs(tab, 'lehrer.mueller');
      await tab.getByTestId('start-tiles').waitFor();
      await tab.goto(url('/admin'));
      await tab.getByRole('region', { name: 'Hinweis bei der Anmeldung' }).getByRole('button', { name: 'Hinweis schreiben' }).click();
      const dialog = tab.getByTestId('login-alert-edit-dialog');
      await expect.poll(() => dialog.getByLabel('Überschrift').inputValue()).toBe('Schulfest');
      return { tab, dialog };
    };
    try {
      const first = await openEditor(DESKTOP);
      const second = await openEditor(PHONE);
      await first.dialog.getByLabel('Überschrift').fill('Schulfest am Samstag');
      await first.dialog.getByTestId('login-alert-save').click();
      await first.dialog.waitFor({ state: 'detached' });

      await second.dialog.getByLabel('Nachricht').fill('Bitte bringt Kuchen mit.');
      await second.dialog.getByTestId('login-alert-save').click();
      const conflict = second.dialog.getByTestId('edit-conflict');
      await conflict
        .getByText(
          'Dieser Hinweis wurde gespeichert, während du ihn bearbeitet hast. Inzwischen geändert: Überschrift. ' +
            'Deine Eingaben sind noch da. Lade den neuen Stand oder speichere deine Fassung darüber.',
        )
        .waitFor();
      expect(await second.dialog.getByLabel('Nachricht').inputValue()).toBe('Bitte bringt Kuchen mit.');
      await conflict.scrollIntoViewIfNeeded();
      await screenshot(second.tab, 'login-alert-edit-conflict-375', { fullPage: false });
      await expectNoOverflowOrOverlap(second.tab, '[data-testid="edit-conflict"] button');
      await expectAccessible(second.tab);

      await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
      await expect.poll(() => second.dialog.getByLabel('Überschrift').inputValue()).toBe('Schulfest am Samstag');
      await second.dialog.getByLabel('Nachricht').fill('Bitte bringt Kuchen mit.');
      await second.dialog.getByTestId('login-alert-save').click();
      await second.dialog.waitFor({ state: 'detached' });
      const card = second.tab.getByTestId('login-alert-card');
      await card.getByText('Schulfest am Samstag').waitFor();
      await card.getByText('Bitte bringt Kuchen mit.').waitFor();
      expect((await callRoute('getLoginAlert', { token: admin })).body.alert).toMatchObject({
        title: 'Schulfest am Samstag',
        body: 'Bitte bringt Kuchen mit.',
        revision: 3,
      });

      // The first tab still shows its own save: 'Meine Fassung speichern' overwrites the second's.
      await first.tab.getByRole('region', { name: 'Hinweis bei der Anmeldung' }).getByRole('button', { name: 'Hinweis schreiben' }).click();
      await first.dialog.getByLabel('Nachricht').fill('Ab 10 Uhr auf dem Schulhof.');
      await first.dialog.getByTestId('login-alert-save').click();
      await first.dialog.getByTestId('edit-conflict').getByText('Inzwischen geändert: Nachricht.', { exact: false }).waitFor();
      await first.dialog.getByRole('button', { name: 'Meine Fassung speichern' }).click();
      await first.dialog.waitFor({ state: 'detached' });
      expect((await callRoute('getLoginAlert', { token: admin })).body.alert).toMatchObject({
        title: 'Schulfest am Samstag',
        body: 'Ab 10 Uhr auf dem Schulhof.',
        revision: 4,
      });
    } finally {
      await Promise.all(tabs.map((context) => context.close()));
    }
  }, 120_000);
});
