import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import { chromiumFlags, chromiumPath } from '../fixtures/chromium.js';
import { defined } from '../fixtures/defined.js';

const RUNS = 5;

/**
 * Time from pressing 'Anmelden' to the first lesson tile of the weekplan in Chromium, on the
 * production build: sign-in, bootstrap, the lazy weekplan chunk and the weekplan call.
 */
export const measureSignInToWeekplan = async (webUrl: string, username: string) => {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-bench-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${webUrl}/login?redirect=%2Fweekplan`);
      await page.getByLabel('Benutzerkennung', { exact: true }).fill(username);
      await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
      const started = Date.now();
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByTestId('event-tile').first().waitFor();
      timings.push(Date.now() - started);
    } finally {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    name: `sign-in to rendered weekplan (${username})`,
    runs: RUNS,
    p50_ms: sorted[Math.floor(RUNS / 2)],
    max_ms: defined(sorted.at(-1), 'a timing'),
  };
};
