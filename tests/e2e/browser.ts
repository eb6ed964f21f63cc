import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import { stack } from '../fixtures/local-stack.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
export const screenshotDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'screenshots');

/** Debian's Chromium driven by playwright-core; a fresh profile per context, nothing downloaded. */
export const openBrowser = async (viewport = DESKTOP): Promise<BrowserContext> => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-e2e-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
};

export const url = (pathname: string) => `${stack.webUrl}${pathname}`;

export const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
};
