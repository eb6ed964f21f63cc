import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayOverviewDays } from '../../shared/today.js';
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

/**
 * The days come from the same break-hour rule the app uses. The demo seed gives Anna (7a, taught by
 * Müller every day) a day note on every school day of this week and the next, so whichever day is
 * first, Müller sees one student with a note (scripts/seed/demo-attendance.ts).
 */
const [first, second] = todayOverviewDays(new Date());

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const sectionTitles = ['Sonderveranstaltungen', 'Termine', 'SchülerInnen mit Notizen', 'Änderungen', 'Abwesende SchülerInnen'];

describe('today overview', () => {
  it('shows a tutor the first day beside the tiles and both days on the page, with weather, counters and sections', async () => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'lehrer.mueller');
    const panel = page.getByTestId('today-panel');
    await panel.getByTestId('weather-block').waitFor();
    expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe(first.label);
    expect(await panel.getByTestId('today-counter-daynotices').locator('.today-counter__value').innerText()).toBe('1');
    await panel.getByTestId('today-section-daynotices').getByText('Anna Weber (7a)').waitFor();
    await screenshot(page, 'today-start-panel-desktop');

    await page.getByTestId('start-tiles').getByRole('link', { name: first.label, exact: true }).click();
    await page.waitForURL(/\/todayOverview$/);
    const days = page.getByTestId('today-day');
    await days.nth(1).getByTestId('weather-block').waitFor();
    expect(await Promise.all((await days.all()).map((day) => day.getAttribute('data-day')))).toEqual([first.day, second.day]);
    expect(await days.nth(0).getByRole('heading', { level: 2 }).innerText()).toBe(first.label);
    expect(await days.nth(1).getByRole('heading', { level: 2 }).innerText()).toBe(second.label);
    for (const title of sectionTitles) await days.nth(1).getByRole('heading', { level: 3, name: title }).waitFor();

    await days.nth(1).getByTestId('today-counter-absences').click();
    await page.locator('[data-testid="today-section-absences"]:focus').waitFor();
    const absences = days.nth(1).getByTestId('today-section-absences');
    if ((await absences.locator('.today-list__item').count()) > 0) {
      await absences.getByText('Nach Veranstaltung gruppieren').click();
      await absences.getByTestId('today-absence-group').first().waitFor();
      expect(await absences.getByRole('switch').isChecked()).toBe(true);
    }
    await screenshot(page, 'today-overview-desktop');
    await expectAccessible(page);
  });

  it('shows one day on a phone and switches to the other with the button', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.mueller');
    expect(await page.getByTestId('today-panel').count()).toBe(0);
    await page.goto(url('/todayOverview'));
    const day = page.getByTestId('today-day');
    await day.getByTestId('weather-block').waitFor();
    expect(await day.getAttribute('data-day')).toBe(first.day);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(first.label);
    await expectNoOverflowOrOverlap(page, '.today-counter');
    await screenshot(page, 'today-overview-phone');
    await expectAccessible(page);

    await page.getByTestId('today-toggle').getByText(`${second.label} anzeigen`).click();
    await page.locator(`[data-testid="today-day"][data-day="${second.day}"]`).getByTestId('weather-block').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(second.label);
    await page.getByTestId('today-toggle').getByText(`${first.label} anzeigen`).waitFor();
    await screenshot(page, 'today-overview-phone-second-day');
  });

  it('sends a student who opens the overview to the start page', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'schueler.anna');
    await page.goto(url('/todayOverview'));
    await page.waitForURL(url('/'));
    await page.getByTestId('start-tiles').waitFor();
    expect(await page.getByText('Keine Berechtigung').count()).toBe(0);
  });
});
