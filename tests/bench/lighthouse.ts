import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import { chromiumFlags, chromiumPath } from '../fixtures/chromium.js';

export interface LighthouseScore {
  page: string;
  performance: number;
  accessibility: number;
  lcp_ms: number;
  tbt_ms: number;
}

/** Who is signed in for the signed-in audits: a tutor on the start page, a student with lessons on the weekplan. */
export interface LighthouseUsers {
  start: string;
  weekplan: string;
}

/** Lighthouse (desktop, no throttling: the figures describe the build, not a network) on one path. */
const audit = async (chromePort: number, webUrl: string, page: string, path: string): Promise<LighthouseScore> => {
  const result = await lighthouse(`${webUrl}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'desktop',
    screenEmulation: { disabled: true },
    throttlingMethod: 'provided',
    disableStorageReset: true,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  return {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
};

/** A real sign-in in the audited Chrome (its session stays for the next audit), until `rendered` shows. */
const signIn = async (chromePort: number, webUrl: string, username: string, target: string, rendered: (page: Page) => Promise<void>) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const [context] = browser.contexts();
  if (!context) throw new Error('Chrome has no browser context');
  const page = await context.newPage();
  await page.goto(`${webUrl}/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Benutzerkennung', { exact: true }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await rendered(page);
  await page.close();
};

/** A fresh Chrome (its own profile: no session of an earlier sign-in) for `run`. */
const inChrome = async <T>(run: (chromePort: number) => Promise<T>): Promise<T> => {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
};

/**
 * Lighthouse on a production build: the login page and, after a real sign-in in the same browser,
 * the start page; then, in a fresh browser after a student's sign-in, the weekplan.
 */
export const runLighthouse = async (webUrl: string, users: LighthouseUsers): Promise<LighthouseScore[]> => {
  const [login, start] = await inChrome(async (port) => {
    const loginScore = await audit(port, webUrl, 'login', '/login');
    await signIn(port, webUrl, users.start, '/', (page) => page.getByTestId('start-tiles').waitFor());
    return [loginScore, await audit(port, webUrl, 'start (signed in)', '/')];
  });
  const weekplan = await inChrome(async (port) => {
    await signIn(port, webUrl, users.weekplan, '/weekplan', (page) => page.getByTestId('event-tile').first().waitFor());
    return audit(port, webUrl, 'weekplan (signed in)', '/weekplan');
  });
  return [login, start, weekplan];
};
