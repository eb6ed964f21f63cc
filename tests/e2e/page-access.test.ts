import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const NOTICE = 'Diese Seite ist für deine Rolle nicht verfügbar.';

/** Opens `path` by its address and expects the start page with the notice, and nothing of the page. */
const expectSentHome = async (path: string, pageText: string) => {
  await page.goto(url(path));
  await page.waitForURL(url('/'));
  await page.getByTestId('start-tiles').waitFor();
  await page.getByTestId('page-denied').getByText(NOTICE).waitFor();
  expect(await page.getByText('Keine Berechtigung').count()).toBe(0);
  expect(await page.getByText(pageText, { exact: true }).count()).toBe(0);
};

describe('pages a role may not open', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = String(viewport.width);

    it(`send a guardian from Dateien to the start page with a notice (${width} px)`, async () => {
      await page.setViewportSize(viewport);
      await signInToStart(page, 'eltern.weber');
      await expectSentHome('/storage', 'Dateien');
      await screenshot(page, `page-denied-guardian-storage-${width}`);
      if (viewport === DESKTOP) await expectAccessible(page);

      // The notice goes with the next page; the guardian's own pages open as before.
      await page.getByTestId('start-tiles').getByText('Meine Kurse').click();
      await page.waitForURL(/\/mycourses$/);
      await page.getByRole('link', { name: 'Zurück' }).click();
      await page.getByTestId('start-tiles').waitFor();
      expect(await page.getByTestId('page-denied').count()).toBe(0);
    });

    it(`send a student from Geräteverwaltung to the start page with a notice (${width} px)`, async () => {
      await page.setViewportSize(viewport);
      await signInToStart(page, 'schueler.anna');
      await expectSentHome('/resources', 'Geräteverwaltung');
      await screenshot(page, `page-denied-student-resources-${width}`);
    });
  }

  it('let a tutor open Geräteverwaltung and Dateien', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    for (const path of ['/resources', '/storage']) {
      await page.goto(url(path));
      await page.waitForURL(url(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('page-denied').count()).toBe(0);
    }
  });
});
