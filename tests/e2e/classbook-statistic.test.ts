import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { berlinToday, mondayOf, schoolDayOnOrAfter } from '../../shared/week.js';
import { signInDemoPeople } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { DESKTOP, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart, typeDate, url } from './browser.js';
import { registerSaved } from './classbook-save.js';

/**
 * A 7a lesson on the next school day that Ben (9b) attends too: the demo seed's 7a has only Anna,
 * so the lesson is of 7a and 9b together (Herr Müller teaches it and leads 7a).
 */
const scope = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const day = schoolDayOnOrAfter(berlinToday());
const lessonId = `e2e-statistic-7a9b-${day}`;

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    ...(await import('../../lambdas/attendance/lesson-register.entity.js')),
    ...(await import('../../lambdas/attendance/group-register.entity.js')),
  };
};

let people: Awaited<ReturnType<typeof signInDemoPeople>>;
beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates } = await services();
  await saveLessonDates(scope.schoolId, scope.schoolYearId, [
    {
      lessonDateId: lessonId,
      day,
      starttime: '16:10',
      endtime: '16:55',
      displayName: 'Deutsch-Förderung',
      tutors: [{ uid: people['lehrer.mueller'].uid, short: 'MÜL' }],
      groups: [
        { groupId: '7a', displayName: '7a' },
        { groupId: '9b', displayName: '9b' },
      ],
    },
  ]);
});

afterAll(async () => {
  const { lessonRegisterEntity, groupRegisterEntity } = await services();
  // Ben marked absent without excuse told eltern.weber (the alert job): not left in the inbox of Ben's guardians.
  const { receivedNotificationEntity } = await import('../../lambdas/notifications/received-notification.entity.js');
  for (const child of ['schueler.anna', 'schueler.ben'] as const) {
    const { data: received } = await receivedNotificationEntity.query
      .byInbox({ schoolId: scope.schoolId, recipientUid: people['eltern.weber'].uid, subjectUid: people[child].uid })
      .go({ pages: 'all' });
    const alerts = received.filter((item) => item.notificationId.startsWith('unexcused-'));
    if (alerts.length > 0) await receivedNotificationEntity.delete(alerts).go();
  }
  await removeLessonDates(scope, [lessonId]);
  await lessonRegisterEntity.delete({ ...scope, day, lessonDateId: lessonId }).go();
  await groupRegisterEntity
    .delete(['7a', '9b'].map((classbookGroupId) => ({ ...scope, classbookGroupId, day, starttime: '16:10', lessonDateId: lessonId })))
    .go();
});

let browser: BrowserContext;
let page: Page;
beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const studentRow = (name: string) => page.locator('[data-testid^="classbook-student-"]').filter({ hasText: name });
const entry = (name: string) => page.getByTestId('statistic-entry').filter({ hasText: name });
/** The statistic opens on this week; on a weekend the lesson's day is next Monday, so the filter is set to that day. */
const showLessonDay = async () => {
  if (mondayOf(day) === mondayOf(berlinToday())) return;
  await page.getByRole('button', { name: 'Filter anpassen' }).click();
  await typeDate(page.getByTestId('statistic-end'), day);
  await typeDate(page.getByTestId('statistic-start'), day);
  await page.getByRole('button', { name: 'Filter schließen' }).click();
};

describe('statistics Klassenbuch', () => {
  it('a tutor marks Anna 10 minutes late and Ben absent in the Tagebuch and finds both in the statistics', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}/classbook`));
    await page.getByRole('button', { name: 'Anwesenheitskontrolle starten' }).click();
    await page.getByRole('button', { name: 'Anwesenheitskontrolle zurücksetzen' }).waitFor();
    const slider = studentRow('Anna Weber').getByRole('slider', { name: 'Verspätung' });
    await slider.focus();
    await slider.press('ArrowRight');
    await studentRow('Anna Weber').getByText('5 Min.').waitFor();
    await slider.press('ArrowRight');
    await studentRow('Anna Weber').getByText('10 Min.').waitFor();
    const benPresent = studentRow('Ben Weber').getByRole('switch', { name: 'Anwesend' });
    // Ben may already be absent, excused by the demo seed's absence (ill this week, on leave the next), which starting the
    // control takes as his excuse: present first, then absent without excuse.
    if (!(await benPresent.isChecked())) {
      await studentRow('Ben Weber').getByText('Fehlt entschuldigt').waitFor();
      await studentRow('Ben Weber').getByText('Anwesend', { exact: true }).click();
      await studentRow('Ben Weber').getByText('Fehlt entschuldigt').waitFor({ state: 'detached' });
    }
    // The save of 'absent without excuse': starting the control saved him absent with the seed's excuse, and that answer
    // may still be on its way (the saves go one after another).
    const benAbsentSaved = registerSaved(page, ({ students }) => {
      const ben = students[people['schueler.ben'].uid];
      return ben?.presence === false && ben.excused?.value !== true;
    });
    await studentRow('Ben Weber').getByText('Anwesend', { exact: true }).click();
    await studentRow('Ben Weber').getByText('Fehlt unentschuldigt').waitFor();
    await benAbsentSaved;

    await page.getByRole('link', { name: 'Klassenbuch 7a' }).click();
    await page.getByRole('heading', { level: 1, name: 'Klassenbuch' }).waitFor();
    await showLessonDay();
    const lesson = page.getByTestId('statistic-event').filter({ hasText: 'Deutsch-Förderung' });
    await lesson.waitFor();
    await lesson.getByTestId('statistic-entry').filter({ hasText: 'Anna Weber' }).getByText('Verspätet 10 Min.').waitFor();
    await lesson.getByTestId('statistic-entry').filter({ hasText: 'Ben Weber' }).getByText('Abwesend').waitFor();
    const annaTotal = page.getByTestId('statistic-total').filter({ hasText: 'Anna Weber' });
    const [, , , lateMinutes] = await annaTotal.locator('td').allTextContents();
    expect(Number(lateMinutes)).toBeGreaterThanOrEqual(10);
    await page.getByTestId('statistic-chart').waitFor();
    await page.getByRole('button', { name: 'Filter anpassen' }).click();
    await page.getByTestId('statistic-reasons').getByText('(+2 weitere)').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'classbook-statistic-desktop');

    // Only absences: Anna's lateness leaves the list, Ben stays.
    await page.getByTestId('statistic-filter').getByRole('combobox', { name: 'Anwesenheit' }).selectOption('onlyFalse');
    await entry('Anna Weber').waitFor({ state: 'detached' });
    await entry('Ben Weber').first().waitFor();
    await lesson.getByRole('link', { name: 'Zum Tagebuch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tagebuch' }).waitFor();
    expect(page.url()).toContain(`/eventDetail/lessonDates/${lessonId}/classbook`);
  });

  it('a tutor sets Mitarbeit and Verhalten for Anna in the split view and finds them with the set’s filter', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}/classbook`));
    await page.getByRole('heading', { level: 1, name: 'Tagebuch' }).waitFor();
    const start = page.getByRole('button', { name: 'Anwesenheitskontrolle starten' });
    if (await start.isVisible()) await start.click();
    await page.getByText('Wähle links einen Schüler, um seine Einträge zu bearbeiten.').waitFor();
    await studentRow('Anna Weber').getByRole('button', { name: 'Bearbeiten' }).click();
    const editor = page.getByTestId('classbook-editor');
    await editor.getByRole('heading', { name: 'Einträge für Anna Weber' }).waitFor();
    await editor.getByTestId('option-set-participation').getByText('Gute Mitarbeit').click();
    await studentRow('Anna Weber').locator('.option-chip', { hasText: 'Gute Mitarbeit' }).waitFor();
    const praiseSaved = registerSaved(page, '"praise"');
    await editor.getByTestId('option-set-behaviour').getByText('Lob', { exact: true }).click();
    await studentRow('Anna Weber').locator('.option-chip', { hasText: 'Lob' }).waitFor();
    await praiseSaved;
    await screenshot(page, 'classbook-split-desktop');
    await page.reload();
    await studentRow('Anna Weber').locator('.option-chip', { hasText: 'Gute Mitarbeit' }).waitFor();
    await studentRow('Anna Weber').locator('.option-chip', { hasText: 'Lob' }).waitFor();

    await page.getByRole('link', { name: 'Klassenbuch 7a' }).click();
    await page.getByRole('heading', { level: 1, name: 'Klassenbuch' }).waitFor();
    await page.getByRole('button', { name: 'Filter anpassen' }).click();
    if (mondayOf(day) !== mondayOf(berlinToday())) {
      await typeDate(page.getByTestId('statistic-end'), day);
      await typeDate(page.getByTestId('statistic-start'), day);
    }
    const lesson = page.getByTestId('statistic-event').filter({ hasText: 'Deutsch-Förderung' });
    await entry('Ben Weber').first().waitFor();
    // Nothing of Anwesenheit: only the entries of the other sets are left, Ben (only absent) leaves.
    const studentSet = page.getByTestId('statistic-student-set');
    await studentSet.locator('summary').click();
    await studentSet.locator('.multi-select__options').getByText('Abwesenheit', { exact: true }).click();
    await studentSet.locator('.multi-select__options').getByText('Verspätung', { exact: true }).click();
    await entry('Ben Weber').first().waitFor({ state: 'detached' });
    const anna = lesson.getByTestId('statistic-entry').filter({ hasText: 'Anna Weber' });
    await anna.locator('.option-chip', { hasText: 'Gute Mitarbeit' }).waitFor();
    await anna.locator('.option-chip', { hasText: 'Lob' }).waitFor();
    // Mitarbeit without 'Gute Mitarbeit': only Verhalten's 'Lob' stays.
    const participation = page.getByTestId('statistic-set-participation');
    await participation.locator('summary').click();
    await participation.locator('.multi-select__options').getByText('Gute Mitarbeit', { exact: true }).click();
    await anna.locator('.option-chip', { hasText: 'Gute Mitarbeit' }).waitFor({ state: 'detached' });
    await anna.locator('.option-chip', { hasText: 'Lob' }).waitFor();
    await page.getByTestId('statistic-set-participation').getByText('(+1 weitere)').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'classbook-statistic-sets-desktop');
  });

  it('opens a student’s editor below her row on a phone', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}/classbook`));
    await studentRow('Anna Weber').getByRole('button', { name: 'Bearbeiten' }).click();
    await studentRow('Anna Weber').getByTestId('classbook-editor').getByTestId('option-set-disruption').waitFor();
    await studentRow('Ben Weber').getByRole('button', { name: 'Bearbeiten' }).click();
    const ben = studentRow('Ben Weber').getByTestId('classbook-editor');
    await ben.getByRole('combobox', { name: 'Grund' }).selectOption('desease');
    await ben.getByText('Entschuldigt', { exact: true }).click();
    const excuseSaved = registerSaved(page, 'medical-certificate');
    await ben.getByRole('combobox', { name: 'Art der Entschuldigung' }).selectOption('medical-certificate');
    await excuseSaved;
    expect(await studentRow('Ben Weber').getByText('Fehlt unentschuldigt').count()).toBe(0);
    await expectNoOverflowOrOverlap(page, '.classbook__student');
    await screenshot(page, 'classbook-edit-phone');
    await page.reload();
    await studentRow('Ben Weber').getByRole('button', { name: 'Bearbeiten' }).click();
    expect(await studentRow('Ben Weber').getByText('Fehlt unentschuldigt').count()).toBe(0);
    expect(await ben.getByRole('combobox', { name: 'Grund' }).inputValue()).toBe('desease');
    expect(await ben.getByRole('combobox', { name: 'Art der Entschuldigung' }).inputValue()).toBe('medical-certificate');
  });

  it('fits a phone, and says so when nothing is left to show', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/classbookStatistic?groupId=7a'));
    await page.getByRole('heading', { level: 1, name: 'Klassenbuch' }).waitFor();
    await page.getByTestId('statistic-totals').waitFor();
    await showLessonDay();
    await page.locator('.statistic-entry').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoOverflowOrOverlap(page, '.statistic-entry');
    await screenshot(page, 'classbook-statistic-phone');
    await page.getByRole('button', { name: 'Filter anpassen' }).click();
    await screenshot(page, 'classbook-statistic-filter-phone');
    await page.getByTestId('statistic-filter').getByText('Anzeigen', { exact: true }).first().click();
    await page.getByTestId('statistic-filter').getByText('Anzeigen', { exact: true }).last().click();
    await page.getByText('Keine Einträge vorhanden.').waitFor();
    await page.getByRole('button', { name: 'Filter schließen' }).click();
    await screenshot(page, 'classbook-statistic-empty-phone');
  });
});
