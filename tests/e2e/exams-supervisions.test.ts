import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentSchoolWeek } from '../../scripts/seed/seed-day.js';
import { todayOverviewDays } from '../../shared/today.js';
import { addDays } from '../../shared/week.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';

/**
 * Exams (Klausuren) and break supervisions (Aufsichten) of the demo seed (scripts/seed/demo-timetable.ts):
 * 7a writes Mathematik on Thursday of the current school week in the 2nd and 3rd period (Herr Müller
 * supervises), 9b Englisch on Tuesday; Müller is on the Pausenhof before the 3rd period every school
 * day, Schmidt in 'Gang Nord' on Monday, Wednesday and Friday.
 */
let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const openWeekplan = async () => {
  await page.goto(url(`/weekplan?date=${currentSchoolWeek()}`));
  await page.getByTestId('weekplan-grid').waitFor();
};
const openTermine = async () => {
  await page.goto(url('/calendar'));
  await page.getByTestId('calendar-page').waitFor();
};
const exams = () => page.getByTestId('calendar-exam');

describe('exams and break supervisions of the demo school', () => {
  it("shows a student her class's 'Klausur' in the Wochenplan and in Termine, where 'Klausuren' can be hidden", async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'schueler.anna');
    await openWeekplan();
    await page.getByTestId('event-tile').filter({ hasText: 'Klausur' }).filter({ hasText: 'Mathematik 7a' }).first().waitFor();
    await screenshot(page, 'exam-weekplan-student-desktop');

    await openTermine();
    const exam = exams().filter({ hasText: 'Klausur: Mathematik' });
    await exam.getByText('2.–3. Stunde, 08:50 – 10:40 Uhr', { exact: false }).waitFor();
    await exam.getByText('A 101').waitFor();
    await exam.getByText('Klassenarbeit Nr. 2: Bruchrechnung').waitFor();
    // 9b's exam is not hers.
    expect(await exams().filter({ hasText: 'Englisch' }).count()).toBe(0);
    await exam.scrollIntoViewIfNeeded();
    await screenshot(page, 'exam-calendar-student-desktop', { fullPage: false });
    await expectAccessible(page);
    const examsFilter = page.getByTestId('calendar-filter').getByText('Klausuren', { exact: true });
    await examsFilter.click();
    await exam.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Klausuren', { exact: true }).isChecked()).toBe(false);
    await examsFilter.click();
    await exam.waitFor();
    // 'Alle' counts 'Klausuren' as one of its boxes: clearing all hides the exam, ticking all shows it again.
    const all = page.getByTestId('calendar-filter').getByText('Alle', { exact: true });
    await all.click();
    await exam.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Klausuren', { exact: true }).isChecked()).toBe(false);
    await all.click();
    await exam.waitFor();
    expect(await page.getByLabel('Klausuren', { exact: true }).isChecked()).toBe(true);

    await page.setViewportSize(PHONE);
    await openTermine();
    await exam.waitFor();
    await expectNoOverflowOrOverlap(page, '[data-testid="calendar-exam"]');
    await exam.scrollIntoViewIfNeeded();
    await screenshot(page, 'exam-calendar-student-phone', { fullPage: false });
    await expectAccessible(page);
  });

  it("shows a guardian the active child's exams in Termine", async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'eltern.weber');
    await openTermine();
    await exams().filter({ hasText: 'Klausur: Mathematik' }).waitFor();
    expect(await exams().count()).toBe(1);
  });

  it("shows a tutor the exams she supervises in Termine and her 'Aufsicht' in the Wochenplan and in Heute", async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await openTermine();
    // He supervises both: Mathematik of 7a (his class) and Englisch of 9b.
    await exams().filter({ hasText: 'Klausur: Englisch' }).waitFor();
    await exams().filter({ hasText: 'Klausur: Mathematik' }).waitFor();
    await page.getByTestId('calendar-view-month').click();
    // The month of 9b's exam (Tuesday of the seed week).
    await page.getByLabel('Monat', { exact: true }).fill(addDays(currentSchoolWeek(), 1).slice(0, 7));
    await page.getByTestId('meeting-grid').getByText('Klausur: Englisch').first().waitFor();
    await screenshot(page, 'exam-calendar-grid-tutor-desktop', { fullPage: false });

    await openWeekplan();
    await page.getByTestId('event-tile').filter({ hasText: 'Aufsicht' }).filter({ hasText: 'Pausenhof' }).first().waitFor();
    await screenshot(page, 'supervision-weekplan-tutor-desktop');
    await expectAccessible(page);

    const [first] = todayOverviewDays(new Date());
    await page.goto(url('/todayOverview'));
    const day = page.getByTestId('today-day').first();
    expect(await day.getAttribute('data-day')).toBe(first.day);
    const section = day.getByTestId('today-section-supervisions');
    await section.getByRole('heading', { level: 3, name: 'Aufsichten' }).waitFor();
    await section.getByText('Pausenhof').waitFor();
    await screenshot(page, 'supervision-today-tutor-desktop');
    await expectAccessible(page);
  });

  it("lets a tutor look up who supervises where on the Vertretungsplan ('Aufsichten'), and not a student", async () => {
    for (const [viewport, width] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      await page.setViewportSize(viewport);
      await signInToStart(page, 'lehrer.schmidt');
      await page.goto(url('/substitutions'));
      await page.getByRole('tab', { name: 'Aufsichten' }).click();
      const pausenhof = page.getByTestId('supervision').filter({ hasText: 'Pausenhof' }).first();
      await pausenhof.getByText('MÜL').waitFor();
      await pausenhof.getByText('zwischen 2. und 3. Std.', { exact: false }).waitFor();
      await screenshot(page, `supervisions-plan-tutor-${width}`);
      await expectNoOverflowOrOverlap(page, '[data-testid="supervisions"]');
      await expectAccessible(page);
    }
    await browser.close();
    browser = await openBrowser();
    page = await browser.newPage();
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'schueler.anna');
    await page.goto(url('/substitutions'));
    await page.getByRole('tab', { name: 'Alle Klassen' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Aufsichten' }).count()).toBe(0);
  });
});
