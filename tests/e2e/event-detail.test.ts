import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedSchoolDay } from '../../scripts/seed/seed-day.js';
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

/** A 7a lesson on the next school day, as the demo timetable names it (scripts/seed/demo-timetable.ts). */
const lessonId = `7a-${seedSchoolDay()}-b1`;

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const studentNames = () => page.getByTestId('event-student').locator('.event-detail__name').allInnerTexts();

describe('event detail', () => {
  it('opens from a weekplan tile with the lesson, its sections and the students, sortable by name', async () => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'lehrer.mueller');
    await page.getByTestId('start-tiles').getByText('Wochenplan').click();
    await page.getByTestId('weekplan-grid').waitFor();
    await page.getByTestId('event-tile').filter({ hasText: '7a' }).first().click();
    await page.waitForURL(/\/eventDetail\/lessonDates\/7a-\d{4}-\d{2}-\d{2}-[\w]+$/);
    await page.getByRole('heading', { level: 1, name: 'Details' }).waitFor();
    await page.getByTestId('event-student').getByText('Anna Weber').waitFor();
    for (const section of ['Änderungen', 'Lehrkräfte', 'Räume']) await page.getByRole('heading', { level: 2, name: section }).waitFor();
    expect(await page.getByRole('link', { name: 'Tagebuch' }).getAttribute('href')).toMatch(/\/classbook$/);
    await screenshot(page, 'event-detail-desktop');
    await expectAccessible(page);

    await page.getByTestId('student-sort').click();
    await page.getByRole('menuitem', { name: 'nach Name' }).click();
    await page.getByTestId('student-sort').getByText('nach Name').waitFor();
    const names = await studentNames();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));

    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByTestId('weekplan-grid').waitFor();
  });

  it('fits a phone and reports an unknown lesson', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}`));
    await page.getByTestId('event-student').getByText('Anna Weber').waitFor();
    await expectNoOverflowOrOverlap(page, '.event-detail__section');
    await screenshot(page, 'event-detail-phone');
    await expectAccessible(page);

    await page.goto(url('/eventDetail/lessonDates/7a-1999-01-04-b1'));
    await page.getByRole('alert').getByText('Nicht gefunden').waitFor();
  });
});
