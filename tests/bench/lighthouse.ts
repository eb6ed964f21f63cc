import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import { chromiumFlags, chromiumPath } from '../fixtures/chromium.js';

export interface LighthouseScore {
  page: string;
  performance: number;
  accessibility: number;
  lcp_ms: number;
  tbt_ms: number;
}

/**
 * Lighthouse (desktop, no throttling: the figures describe the build, not a network) on the login
 * page and, after a real sign-in in the same browser, on the start page of a production build.
 */
export const runLighthouse = async (webUrl: string, username: string): Promise<LighthouseScore[]> => {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const audit = async (page: string, path: string) => {
      const result = await lighthouse(`${webUrl}${path}`, {
        port: chrome.port,
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
    const login = await audit('login', '/login');

    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const [context] = browser.contexts();
    if (!context) throw new Error('Chrome has no browser context');
    const page = await context.newPage();
    await page.goto(`${webUrl}/login`);
    await page.getByLabel('Benutzerkennung', { exact: true }).fill(username);
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByTestId('start-tiles').waitFor();
    await page.close();

    const start = await audit('start (signed in)', '/');
    return [login, start];
  } finally {
    chrome.kill();
  }
};
