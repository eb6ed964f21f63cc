import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayOverviewDays } from '../../shared/today.js';
import { DESKTOP, expectAccessible, type InPage, openBrowserWithProfile, PHONE, screenshot, signInAs, url } from './browser.js';

/**
 * Installable and offline, on the production build the tests run against (one browser with a
 * profile of its own for the file: Chromium installs nothing from an incognito context). A reload
 * without a network opens the app from the service worker's precache; the session and pages come
 * from the offline store.
 */
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowserWithProfile();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
});

const STAND = /^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/;
const OFFLINE_STORE = 'schulapp.offlinePages';
const offlineStore = (tab: Page) => tab.evaluate((key) => (globalThis as unknown as InPage).localStorage.getItem(key), OFFLINE_STORE);

/**
 * Waits until the service worker has installed (precached the app) and is active, as after a
 * person's first visit: a network lost while it still installs would fail its install.
 */
const serviceWorkerReady = (tab: Page) =>
  tab.evaluate(() =>
    Promise.race([
      (globalThis as unknown as InPage).navigator.serviceWorker.ready,
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('service worker not active after 30 s')), 30_000)),
    ]),
  );

const expectStand = async (tab: Page) => {
  const notice = tab.getByTestId('offline-notice').first();
  await notice.waitFor();
  expect(await notice.locator('.amplify-alert__heading').innerText()).toMatch(STAND);
};

describe('installable', () => {
  it('serves a web app manifest with icons that Chromium accepts for installing', async () => {
    await page.goto(url('/login'));
    const cdp = await browser.newCDPSession(page);
    const { url: manifestUrl, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
    expect(manifestUrl).toMatch(/\/manifest\.webmanifest$/);
    const manifest = JSON.parse(data) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Schulapp', short_name: 'Schulapp', lang: 'de', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const response = await page.request.get(url(icon.src));
      expect(response.headers()['content-type']).toBe('image/png');
    }
    // The check behind Lighthouse's former 'installable-manifest' audit.
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  });
});

describe('offline', () => {
  it('keeps the weekplan and today overview a tutor last saw readable offline, with network actions off, until logout', async () => {
    const [first] = todayOverviewDays(new Date());
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'lehrer.mueller');
    await serviceWorkerReady(page);
    await page.getByTestId('start-tiles').getByRole('link', { name: first.label, exact: true }).click();
    await page.getByTestId('today-day').nth(1).getByTestId('weather-block').waitFor();
    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.getByTestId('start-tiles').getByText('Wochenplan').click();
    await page.locator('a[data-testid="event-tile"]').first().waitFor();
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    await browser.setOffline(true);
    await expectStand(page);
    expect(await page.locator('a[data-testid="event-tile"]').count()).toBe(0);
    expect(await page.getByTestId('event-tile').count()).toBeGreaterThan(0);
    await page.getByText('Details öffnen und Änderungen speichern geht erst wieder, wenn du online bist.').waitFor();
    await screenshot(page, 'offline-weekplan-desktop');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectStand(page);
    await page.getByTestId('event-tile').first().waitFor();
    await screenshot(page, 'offline-weekplan-phone');
    await page.setViewportSize(DESKTOP);
    await browser.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });

    // A reload without a network, once the service worker controls the page (it keeps /config.json).
    await page.reload();
    await page.locator('a[data-testid="event-tile"]').first().waitFor();
    await browser.setOffline(true);
    await page.reload();
    await expectStand(page);
    expect(await page.getByTestId('event-tile').count()).toBeGreaterThan(0);
    await page.goto(url('/todayOverview'));
    await expectStand(page);
    await page.getByTestId('today-day').nth(1).getByTestId('weather-block').waitFor();
    await browser.setOffline(false);

    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('side-menu').getByText('Logout').click();
    await page.waitForURL(/\/login/);
    expect(await offlineStore(page)).toBeNull();
    await browser.setOffline(true);
    await page.goto(url('/weekplan'));
    await page.waitForURL(/\/login/);
    expect(await page.getByTestId('event-tile').count()).toBe(0);
  });
});
