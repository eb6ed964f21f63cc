import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import { chromiumFlags, chromiumPath } from '../fixtures/chromium.js';
import { defined } from '../fixtures/defined.js';

const RUNS = 5;

/** The median and the slowest of the runs' timings. */
const timingRow = (name: string, timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { name, runs: timings.length, p50_ms: sorted[Math.floor(timings.length / 2)], max_ms: defined(sorted.at(-1), 'a timing') };
};

/**
 * Signs `username` in on the login page of `page`, bound for the weekplan, and waits for its first
 * lesson tile: the milliseconds from pressing 'Anmelden'.
 */
const signInToWeekplan = async (page: Page, webUrl: string, username: string) => {
  await page.goto(`${webUrl}/login?redirect=%2Fweekplan`);
  await page.getByLabel('Benutzerkennung', { exact: true }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  const started = Date.now();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByTestId('event-tile').first().waitFor();
  return Date.now() - started;
};

/** Runs `use` in Chromium with a fresh profile on disk (as a person's browser: a service worker needs one), then removes it. */
const withBrowserProfile = async <T>(use: (browser: BrowserContext) => Promise<T>) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-bench-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    viewport: { width: 1280, height: 800 },
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
};

/**
 * Time from pressing 'Anmelden' to the first lesson tile of the weekplan in Chromium, on the
 * production build: sign-in, bootstrap, the lazy weekplan chunk and the weekplan call.
 */
export const measureSignInToWeekplan = async (webUrl: string, username: string) => {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1)
    timings.push(await withBrowserProfile(async (browser) => signInToWeekplan(await browser.newPage(), webUrl, username)));
  return timingRow(`sign-in to rendered weekplan (${username})`, timings);
};

/**
 * Reopening the weekplan from the service worker, a second and warm visit: in one browser profile,
 * a sign-in, then, once the service worker has precached the app and controls the page, the
 * weekplan is opened again in a new tab RUNS times (the tab before closed): time from navigating
 * to the first lesson tile. The page comes from the worker's precache; config.json, the session
 * check and the API calls still go to the network, as on a phone that is online. Fails when the
 * navigation was not answered by the service worker.
 */
export const measureWeekplanReopen = (webUrl: string, username: string) =>
  withBrowserProfile(async (browser) => {
    const first = await browser.newPage();
    await signInToWeekplan(first, webUrl, username);
    await first.evaluate(async () => {
      await (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator.serviceWorker.ready;
    });
    await first.close();
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      const started = Date.now();
      const response = await page.goto(`${webUrl}/weekplan`);
      await page.getByTestId('event-tile').first().waitFor();
      timings.push(Date.now() - started);
      if (!response?.fromServiceWorker()) throw new Error('the weekplan was not answered by the service worker');
      await page.close();
    }
    return timingRow(`reopen weekplan from the service worker (${username}, warm)`, timings);
  });
