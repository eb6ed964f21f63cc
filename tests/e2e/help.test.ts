import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../shared/table-design.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

/** The page's storage, as far as the test touches it (the tests' type check has no DOM library). */
interface SeenStore {
  localStorage: { getItem: (key: string) => string | null; setItem: (key: string, value: string) => void };
}
const SEEN_KEY = 'schulapp.whatsNewSeen';
const seenVersion = () => page.evaluate((key) => (globalThis as unknown as SeenStore).localStorage.getItem(key), SEEN_KEY);
const setSeenVersion = (version: string) =>
  page.evaluate(([key, value]) => (globalThis as unknown as SeenStore).localStorage.setItem(key, value), [SEEN_KEY, version] as const);

const openMenuEntry = async (label: string) => {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: label }).click();
};

/** The sections of the current version's notes (web/release-notes/<version>.md), one step each. */
const steps = [
  'Wochenplan und Heute',
  'Termine und Kalender-Abo',
  'Pinnwand, Umfragen und Benachrichtigungen',
  'Dateien, Kurse und Geräte',
  'Hilfe und Updates',
];

/** 'Weiter' from the first step to the last, each step's heading shown in turn. */
const stepThrough = async (dialog: Locator) => {
  for (const title of steps.slice(1)) {
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByRole('heading', { name: title }).waitFor();
  }
  expect(await dialog.getByRole('button', { name: 'Weiter' }).count()).toBe(0);
};

describe('what’s new after an update', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`opens once for a version the device has not run before, never again (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInToStart(page, 'schueler.anna');
      // A device's first run only remembers the version: nothing is new to it.
      await expect.poll(seenVersion).toBe(APP_VERSION);
      expect(await page.getByTestId('whats-new-dialog').count()).toBe(0);

      // As if this device last ran an older version.
      await setSeenVersion('2.2.0');
      await page.reload();
      const dialog = page.getByTestId('whats-new-dialog');
      await dialog.getByRole('heading', { name: `Neu in Version ${APP_VERSION}` }).waitFor();
      await dialog.getByRole('heading', { name: steps[0] }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Fertig' }).count()).toBe(0);
      await screenshot(page, `whats-new-first-step-${width}`);
      await expectAccessible(page);

      await stepThrough(dialog);
      await screenshot(page, `whats-new-last-step-${width}`);
      await dialog.getByRole('button', { name: 'Nochmal ansehen' }).click();
      await dialog.getByRole('heading', { name: steps[0] }).waitFor();
      await stepThrough(dialog);
      await dialog.getByRole('button', { name: 'Fertig' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await seenVersion()).toBe(APP_VERSION);

      await page.reload();
      await page.getByTestId('start-tiles').waitFor();
      await page.waitForTimeout(1000);
      expect(await page.getByTestId('whats-new-dialog').count()).toBe(0);
    });
  }
});

describe('Hilfe', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`shows the release notes of the versions as cards (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInToStart(page, 'eltern.weber');
      await openMenuEntry('Hilfe');
      await page.waitForURL(url('/help'));
      const release = page.getByTestId('release-notes').first();
      await release.getByRole('heading', { name: `Version ${APP_VERSION}` }).waitFor();
      await release.getByText('aktuell', { exact: true }).waitFor();
      await release.getByRole('heading', { name: 'Termine und Kalender-Abo' }).waitFor();
      // Markdown, rendered: bold names, lists.
      expect(await release.locator('strong', { hasText: 'Wochenplan' }).count()).toBeGreaterThan(0);
      expect(await release.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await page.getByText('Dieser Bereich ist noch nicht verfügbar.').count()).toBe(0);
      await expectNoOverflowOrOverlap(page, '.help-page__card');
      await screenshot(page, `help-${width}`);
      await expectAccessible(page);
    });
  }
});

describe('Nach Update suchen and App neu starten', () => {
  it('asks the service worker for a newer build and says when there is none', async () => {
    await signInToStart(page, 'lehrer.schmidt');
    await openMenuEntry('Nach Update suchen');
    const dialog = page.getByTestId('update-dialog');
    await dialog.getByText(`Du verwendest die aktuelle Version ${APP_VERSION}.`).waitFor();
    await screenshot(page, 'update-check-none-desktop');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('reloads the app', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.schmidt');
    await page.evaluate(() => Object.assign(globalThis, { beforeRestart: true }));
    await openMenuEntry('App neu starten');
    await expect.poll(() => page.evaluate(() => 'beforeRestart' in globalThis)).toBe(false);
    await page.getByTestId('start-tiles').waitFor();
  });
});

describe('/test', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`shows the app version, the build time and whether the server answers (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInToStart(page, 'schueler.ben');
      await page.goto(url('/test'));
      const system = page.getByTestId('system-page');
      await system.getByRole('heading', { name: 'Systemstatus' }).waitFor();
      expect(await system.getByTestId('app-version').innerText()).toBe(APP_VERSION);
      expect(await system.getByTestId('build-time').innerText()).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
      await system.getByTestId('server-state').getByText(`erreichbar, Version ${APP_VERSION}`).waitFor();
      await system.getByRole('button', { name: 'Erneut prüfen' }).click();
      await system.getByTestId('server-state').getByText(`erreichbar, Version ${APP_VERSION}`).waitFor();
      await screenshot(page, `system-${width}`);
      await expectAccessible(page);
    });
  }
});

describe('Nutzungsbedingungen and Datenschutz', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`open from sign-in, registration and the side menu (${width})`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(url('/login'));
      await page.getByTestId('legal-links').getByRole('button', { name: 'Nutzungsbedingungen' }).click();
      const terms = page.getByTestId('terms-dialog');
      await terms.getByText('Stand: September 2020').waitFor();
      await terms.getByText('SchülerInnen unter 7 Jahren dürfen die Plattform nicht nutzen.', { exact: false }).waitFor();
      await terms.getByText('nicht innerhalb von 6 Wochen widersprichst', { exact: false }).waitFor();
      await screenshot(page, `terms-login-${width}`);
      await expectAccessible(page);
      await terms.getByRole('button', { name: 'Schließen' }).click();
      await terms.waitFor({ state: 'detached' });

      await page.getByTestId('legal-links').getByRole('button', { name: 'Datenschutz' }).click();
      const privacy = page.getByTestId('privacy-dialog');
      await privacy.getByText('Dein Passwort wird nicht im Klartext gespeichert', { exact: false }).waitFor();
      await privacy.getByText('ist für deine Bildungseinrichtung nicht sichtbar', { exact: false }).waitFor();
      await screenshot(page, `privacy-login-${width}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await privacy.waitFor({ state: 'detached' });

      await page.goto(url('/registerStudent'));
      await page.getByTestId('legal-links').getByRole('button', { name: 'Datenschutz' }).click();
      await page.getByTestId('privacy-dialog').getByRole('heading', { name: 'Datenschutz' }).waitFor();
      await page.keyboard.press('Escape');

      await signInToStart(page, 'schueler.anna');
      await openMenuEntry('Nutzungsbedingungen');
      await page.getByTestId('terms-dialog').getByText('Stand: September 2020').waitFor();
      await page.getByTestId('terms-dialog').getByRole('button', { name: 'Schließen' }).click();
      await openMenuEntry('Datenschutz');
      await page.getByTestId('privacy-dialog').getByRole('heading', { name: 'Datenschutz' }).waitFor();
      await screenshot(page, `privacy-menu-${width}`);
    });
  }
});
