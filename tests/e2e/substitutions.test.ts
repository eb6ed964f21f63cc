import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SubstitutionPlan } from '../../shared/schemas/substitutions.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart } from './browser.js';

/**
 * The Vertretungsplan in the browser: it opens at today (or the next school day) by the browser's
 * clock, so what it must show is read from the API with the same default days; the demo seed writes
 * changes this week and next (scripts/seed/demo-timetable.ts).
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
let browser: BrowserContext;
let page: Page;
let people: DemoPeople;
const written: string[] = [];

beforeAll(async () => {
  people = await signInDemoPeople();
});
afterAll(async () => {
  await removeLessonDates(SCHOOL, written);
});
beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

/** The plan the page shows by default, as the API gives it to the person. */
const apiPlan = async (username: DemoUsername): Promise<SubstitutionPlan> => {
  const answer = await callRoute('getSubstitutionPlan', { token: people[username].token });
  expect(answer.status).toBe(200);
  return answer.body;
};
const classesOf = (plan: SubstitutionPlan) =>
  [...new Set(plan.days.flatMap((day) => day.entries.flatMap((entry) => entry.classes)))].sort();

const openPlan = async (username: DemoUsername) => {
  await signInToStart(page, username);
  await page.getByTestId('start-tiles').getByText('Vertretungsplan').click();
  await page.getByTestId('substitutions-page').locator('.substitutions__days').first().waitFor();
};

/** The names of the tables (lists on phones) in the visible tab ('Klasse 7a', or a teacher's short code). */
const captions = () => page.locator('.substitutions__days:visible .substitutions__group-name').allInnerTexts();

describe('Vertretungsplan', () => {
  it("shows a student her own class first and all classes one tap away, with no student's name", async () => {
    await page.setViewportSize(DESKTOP);
    const plan = await apiPlan('schueler.anna');
    await openPlan('schueler.anna');
    await page.getByRole('tab', { name: 'Klasse 7a', selected: true }).waitFor();
    await page.getByText(/^Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/).waitFor();
    expect([...new Set(await captions())]).toEqual(classesOf(plan).includes('7a') ? ['Klasse 7a'] : []);
    await screenshot(page, 'substitutions-student-desktop');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Alle Klassen' }).click();
    expect([...new Set(await captions())].sort()).toEqual(classesOf(plan).map((name) => `Klasse ${name}`));
    expect(await page.getByTestId('substitutions-page').innerText()).not.toMatch(/Anna|Weber|Ben\b/);
    expect(await page.getByText('Hospitation').count()).toBe(0);

    // 'Drucken': the print layout names the school and the Stand, without the app bar and the buttons.
    await page.emulateMedia({ media: 'print' });
    await page.getByText('Gesamtschule am Lindenhof', { exact: true }).and(page.locator('.substitutions__school')).waitFor();
    expect(await page.locator('.app-bar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
    await screenshot(page, 'substitutions-student-print');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize(PHONE);
    // The phone layout lists the lessons instead of the tables.
    await expect.poll(() => page.locator('table').count()).toBe(0);
    await expectNoOverflowOrOverlap(page, '.substitutions__day');
    await screenshot(page, 'substitutions-student-phone');
    await expectAccessible(page);
  });

  it("shows a guardian the child's class first", async () => {
    await page.setViewportSize(PHONE);
    await openPlan('eltern.weber');
    await page.getByRole('tab', { name: 'Klasse 7a', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Alle Klassen' }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await expectNoOverflowOrOverlap(page, '.substitutions__day');
    await screenshot(page, 'substitutions-guardian-phone');
    await expectAccessible(page);
  });

  it("shows a tutor all classes and the teachers' view, and marks what is new since the last visit", async () => {
    await page.setViewportSize(DESKTOP);
    const plan = await apiPlan('lehrer.mueller');
    await openPlan('lehrer.mueller');
    await page.getByRole('tab', { name: 'Klassen', selected: true }).waitFor();
    expect([...new Set(await captions())].sort()).toEqual(classesOf(plan).map((name) => `Klasse ${name}`));
    // The first visit on this device marks nothing.
    expect(await page.locator('.substitutions__new').count()).toBe(0);

    await page.getByRole('tab', { name: 'Lehrkräfte' }).click();
    const shorts = [...new Set(plan.days.flatMap((day) => day.entries.flatMap((entry) => [...entry.tutors, ...entry.substitutes])))];
    expect([...new Set(await captions())].sort()).toEqual(shorts.sort());
    await screenshot(page, 'substitutions-tutor-desktop');
    await expectAccessible(page);

    // A change made after this visit is 'neu' at the next one.
    useStackDynamoDb();
    const { saveLessonDates } = await import('../../lambdas/timetable/lesson-date-write.service.js');
    const [firstDay] = plan.days;
    if (!firstDay) throw new Error('the plan has two days');
    const lessonDateId = 'substitutions-e2e-new';
    written.push(lessonDateId);
    await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
      {
        lessonDateId,
        day: firstDay.day,
        starttime: '15:20',
        endtime: '16:05',
        blockId: 'b8',
        displayName: 'Physik 5z',
        subject: { subjectId: 'ph', name: 'Physik', color: '#00acc1' },
        tutors: [{ uid: 'lindenhof-staff-zzz', short: 'ZZZ' }],
        groups: [{ groupId: '5z', displayName: '5z' }],
        changes: [{ changeId: `${lessonDateId}-c1`, type: 'cancel', visibleForStudent: true, visibleForGuardian: true }],
      },
    ]);
    await page.reload();
    await page.getByRole('tab', { name: 'Klassen', selected: true }).waitFor();
    const newRow = page.locator('.substitutions__days:visible tr', { has: page.locator('.substitutions__new') });
    expect(await newRow.count()).toBe(1);
    expect(await newRow.innerText()).toMatch(/8\s+Physik\s+ZZZ/);
    expect(await newRow.innerText()).toContain('Entfall');
    await page.setViewportSize(PHONE);
    // The phone layout lists the lessons instead of the tables.
    await expect.poll(() => page.locator('table').count()).toBe(0);
    await expectNoOverflowOrOverlap(page, '.substitutions__day');
    await screenshot(page, 'substitutions-tutor-phone');
    await page.getByRole('tab', { name: 'Lehrkräfte' }).click();
    await page.locator('.substitutions__days:visible .substitutions__group-name', { hasText: 'ZZZ' }).waitFor();
    expect(await page.locator('.substitutions__days:visible li', { hasText: '5z · Physik' }).innerText()).toMatch(/8\. Std\./);
    await expectNoOverflowOrOverlap(page, '.substitutions__day');
    await screenshot(page, 'substitutions-tutor-teachers-phone');
    await expectAccessible(page);
  });
});
