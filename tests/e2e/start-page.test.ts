import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const tileLabels = async () => {
  await page.getByTestId('start-tiles').waitFor();
  // The labels only: a tile may carry a count (today's meeting dates on Termine).
  return (await page.getByTestId('start-tiles').locator('.tile__label').allInnerTexts()).map((text) => text.trim());
};

const tutorTiles = [
  'Wochenplan',
  /^(Heute|Morgen)$/,
  'Vertretungsplan',
  'Pinnwand',
  'Termine',
  'Meine Klassen',
  'Umfragen',
  'Dateien',
  'Klassenbuch',
  'Geräteverwaltung',
  'Einstellungen',
  'Support',
];
const expectTiles = (labels: string[], expected: (string | RegExp)[]) => {
  expect(labels).toHaveLength(expected.length);
  expected.forEach((label, index) =>
    typeof label === 'string' ? expect(labels[index]).toBe(label) : expect(labels[index]).toMatch(label),
  );
};

describe('start page by role', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const width = viewport === DESKTOP ? 'desktop' : 'phone';

    it(`shows a tutor and admin the tutor grid, the school and the admin entry (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'lehrer.mueller');
      expectTiles(await tileLabels(), tutorTiles);
      expect(await page.getByTestId('school-name').innerText()).toBe('Gesamtschule am Lindenhof');
      await page.getByRole('button', { name: 'Benachrichtigungen (1 ungelesen)' }).waitFor();
      if (viewport === DESKTOP) await page.getByTestId('today-panel').getByTestId('weather-block').waitFor();
      else expect(await page.getByTestId('today-panel').count()).toBe(0);
      await expectNoOverflowOrOverlap(page, '[data-testid="start-tiles"] li');
      await screenshot(page, `start-tutor-admin-${width}`);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const menu = page.getByTestId('side-menu');
      await menu.getByText('2.2.1').waitFor();
      await menu.getByText('Admin-Bereich').waitFor();
      expect(await menu.getByText('Schüler-Codes verwalten').count()).toBe(0);
      await screenshot(page, `side-menu-tutor-admin-${width}`);
      await expectAccessible(page);
    });

    it(`shows a student the student grid with Dateien (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'schueler.anna');
      expectTiles(await tileLabels(), [
        'Wochenplan',
        'Vertretungsplan',
        'Termine',
        'Pinnwand',
        'Anmeldung',
        'Meine Kurse',
        'Dateien',
        'Support',
      ]);
      await page.getByRole('button', { name: 'Benachrichtigungen (2 ungelesen)' }).waitFor();
      await expectNoOverflowOrOverlap(page, '[data-testid="start-tiles"] li');
      await screenshot(page, `start-student-${width}`);
      await expectAccessible(page);
    });

    it(`shows a guardian the child's name, the grid with Krankmeldung instead of Dateien and the child switch (${width})`, async () => {
      await page.setViewportSize(viewport);
      await signInAs(page, 'eltern.weber');
      expectTiles(await tileLabels(), [
        'Wochenplan',
        'Vertretungsplan',
        'Termine',
        'Pinnwand',
        'Anmeldung',
        'Meine Kurse',
        'Krankmeldung',
        'Support',
      ]);
      expect(await page.getByTestId('active-student-name').innerText()).toContain('Anna Weber');
      // The seed's two unread plus any 'Unentschuldigte Abwesenheit' that the class register tests before this file told her.
      await page.getByRole('button', { name: /^Benachrichtigungen \(\d+ ungelesen\)$/ }).waitFor();
      await expectNoOverflowOrOverlap(page, '[data-testid="start-tiles"] li');
      await screenshot(page, `start-guardian-${width}`);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const menu = page.getByTestId('side-menu');
      await menu.getByText('Schüler-Codes verwalten').waitFor();
      expect(await menu.getByText('Admin-Bereich').count()).toBe(0);
      await screenshot(page, `side-menu-guardian-${width}`);
      await page.getByTestId('student-switch').getByText('Ben Weber').click();
      await page.getByTestId('active-student-name').getByText('Ben Weber').waitFor();
      await page.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
    });
  }

  it('shows a tutor without admin flag no admin entry', async () => {
    await signInAs(page, 'lehrer.schmidt');
    expectTiles(await tileLabels(), tutorTiles);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('side-menu').getByText('Logout').waitFor();
    expect(await page.getByTestId('side-menu').getByText('Admin-Bereich').count()).toBe(0);
  });

  it('shows the other school to its own users', async () => {
    await signInToStart(page, 'schueler.lena');
    expect(await page.getByTestId('school-name').innerText()).toBe('Realschule Birkenweg');
  });
});

describe('routes, guards and the session', () => {
  it('redirects an unauthenticated visit to /loader and lands on the page after sign-in', async () => {
    await page.goto(url('/weekplan'));
    await page.waitForURL(/\/login\?redirect=%2Fweekplan|\/login\?redirect=\/weekplan/);
    await page.getByLabel('Benutzerkennung', { exact: true }).fill('schueler.anna');
    await page.getByLabel('Passwort', { exact: true }).fill('lindenhof');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL(url('/weekplan'));
    await page.getByTestId('weekplan-page').waitFor();
    await screenshot(page, 'redirect-weekplan-desktop');
    await expectAccessible(page);
  });

  it('keeps the session across a reload and signs out to /login', async () => {
    await signInToStart(page, 'lehrer.schmidt');
    await page.reload();
    await page.getByTestId('start-tiles').waitFor();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('side-menu').getByText('Logout').click();
    await page.waitForURL(/\/login/);
    await page.goto(url('/'));
    await page.waitForURL(/\/login/);
  });

  it('opens the Klassenbuch tile to the class register statistics', async () => {
    await signInAs(page, 'lehrer.mueller');
    await page.getByTestId('start-tiles').getByText('Klassenbuch').click();
    await page.waitForURL(url('/classbookStatistic'));
    await page.getByTestId('statistic-filter-toggle').getByText('Filter anpassen').waitFor();
    expect(await page.getByText('Dieser Bereich ist noch nicht verfügbar.').count()).toBe(0);
  });

  it('names each page in the tab title and moves focus to its heading after a navigation', async () => {
    await signInAs(page, 'schueler.anna');
    await page.getByTestId('start-tiles').waitFor();
    expect(await page.title()).toBe('Startseite – Schulapp');
    await page.getByTestId('start-tiles').getByText('Wochenplan').click();
    await page.waitForURL(url('/weekplan'));
    await page.getByRole('heading', { level: 1, name: 'Wochenplan' }).waitFor();
    await expect.poll(() => page.title()).toBe('Wochenplan – Schulapp');
    expect(await page.locator('h1:focus').textContent()).toBe('Wochenplan');
    // 'Zurück' leads home, whose heading is there for screen readers only; a lazily loaded page gets both once drawn.
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect.poll(() => page.title()).toBe('Startseite – Schulapp');
    expect(await page.locator('h1:focus').textContent()).toBe('Startseite');
    await page.getByTestId('start-tiles').getByText('Dateien').click();
    await page.waitForURL(url('/storage'));
    await expect.poll(() => page.title()).toBe('Dateien – Schulapp');
    await page.locator('h1:focus').waitFor();
  });
});
