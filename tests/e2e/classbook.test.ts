import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { berlinToday, schoolDayOnOrAfter } from '../../shared/week.js';
import { removeAbsencesWithNotice } from '../fixtures/classbook-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { DESKTOP, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart, url } from './browser.js';
import { registerSaved } from './classbook-save.js';

/** A 7a lesson (Anna's class, Frau Müller its class teacher) on the next school day, as the demo timetable names it. */
const day = schoolDayOnOrAfter(berlinToday());
const lessonId = `7a-${day}-b1`;

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});
const scope = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
afterAll(async () => {
  useStackDynamoDb();
  const { lessonRegisterEntity } = await import('../../lambdas/attendance/lesson-register.entity.js');
  await lessonRegisterEntity.delete({ ...scope, day, lessonDateId: lessonId }).go();
  const { groupRegisterEntity } = await import('../../lambdas/attendance/group-register.entity.js');
  const { data: copies } = await groupRegisterEntity.query
    .byGroup({ ...scope, classbookGroupId: '7a' })
    .begins({ day })
    .go();
  await groupRegisterEntity.delete(copies.filter((copy) => copy.lessonDateId === lessonId)).go();
  await removeAbsencesWithNotice(day, ABSENCE_NOTICE);
});

/** The notice of the absence this test enters (to find it again for the clean-up). */
const ABSENCE_NOTICE = 'e2e: Abwesenheit aus dem Tagebuch';

const annaRow = () => page.locator('[data-testid^="classbook-student-"]').filter({ hasText: 'Anna Weber' });

describe('class register Tagebuch', () => {
  it('the class teacher starts the control, marks Anna 10 minutes late and finds it again after a reload', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}`));
    await page.getByRole('link', { name: 'Tagebuch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tagebuch' }).waitFor();
    await page.getByRole('button', { name: 'Anwesenheitskontrolle starten' }).click();
    await page.getByRole('button', { name: 'Anwesenheitskontrolle zurücksetzen' }).waitFor();
    expect(await annaRow().getByRole('switch', { name: 'Anwesend' }).isChecked()).toBe(true);
    // A screen reader tells the rows apart: each control names its student, the slider says its unit.
    await annaRow().getByRole('switch', { name: 'Anwesend: Anna Weber', exact: true }).waitFor();
    await annaRow().getByRole('button', { name: 'Bearbeiten: Anna Weber', exact: true }).waitFor();

    const slider = annaRow().getByRole('slider', { name: /^Verspätung: Anna Weber/ });
    await slider.focus();
    await slider.press('ArrowRight');
    await annaRow().getByText('5 Min.').waitFor();
    expect(await slider.getAttribute('aria-valuetext')).toBe('5 Min.');
    const lateSaved = registerSaved(page, '"late":10');
    await slider.press('ArrowRight');
    await annaRow().getByText('10 Min.').waitFor();
    await lateSaved;
    await screenshot(page, 'classbook-desktop');

    await page.reload();
    await annaRow().getByText('10 Min.').waitFor();
    expect(await annaRow().getByRole('switch', { name: 'Anwesend' }).isChecked()).toBe(true);

    await annaRow().getByText('Anwesend', { exact: true }).click();
    await annaRow().getByText('Fehlt unentschuldigt').waitFor();
    await annaRow().getByText('0 Min.').waitFor();
  });

  it('fits a phone and asks before the control is reset', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}/classbook`));
    await page.getByRole('button', { name: 'Anwesenheitskontrolle zurücksetzen' }).click();
    await page
      .getByTestId('classbook-reset-dialog')
      .getByText('Diese Aktion kann nicht rückgängig gemacht werden.', { exact: false })
      .waitFor();
    await screenshot(page, 'classbook-reset-phone', { fullPage: false });
    await page.getByRole('button', { name: 'Zurücksetzen', exact: true }).click();
    await page.getByRole('button', { name: 'Anwesenheitskontrolle starten' }).waitFor();
    await expectNoOverflowOrOverlap(page, '.classbook__student');
    await screenshot(page, 'classbook-phone');
  });

  it('a tutor enters an all-day absence for Anna from the Tagebuch and sees her marked absent', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}/classbook`));
    await annaRow().getByRole('button', { name: 'Abwesenheit eintragen' }).click();
    const dialog = page.getByTestId('absence-dialog');
    await dialog.getByRole('heading', { name: 'Abwesenheit eintragen: Anna Weber' }).waitFor();
    expect(await dialog.getByRole('switch', { name: 'Ganztägig' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Von').inputValue()).toBe('07:00');
    expect(await dialog.getByLabel('Bis').inputValue()).toBe('18:00');
    expect(await dialog.getByLabel('Grund').inputValue()).toBe('0');
    await dialog.getByLabel('Notiz').fill(ABSENCE_NOTICE);
    await screenshot(page, 'classbook-absence-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'classbook-absence-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await annaRow().getByText('Abwesend: Krankheit').waitFor();
    await screenshot(page, 'classbook-absent-desktop');

    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.getByRole('heading', { name: 'Änderungen' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'event-detail-absent-desktop');
    const absentSection = page.getByTestId('event-detail-absent');
    await absentSection.getByRole('heading', { name: 'Abwesende Schüler (1)' }).waitFor();
    await absentSection.getByText('Anna Weber').waitFor();
    await absentSection.getByText('Krankheit').waitFor();
    await page.getByText('Keine SchülerInnen vorhanden').waitFor();
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '.event-detail__student');
    await screenshot(page, 'event-detail-absent-phone');
  });

  it('starting the control takes Anna’s recorded absence as her excuse: absent, excused, not ‘Fehlt unentschuldigt’', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url(`/eventDetail/lessonDates/${lessonId}/classbook`));
    await annaRow().getByText('Abwesend: Krankheit').waitFor();
    const started = registerSaved(page, '"controllStarted":true');
    await page.getByRole('button', { name: 'Anwesenheitskontrolle starten' }).click();
    await started;
    await annaRow().getByText('Fehlt entschuldigt').waitFor();
    expect(await annaRow().getByRole('switch', { name: 'Anwesend' }).isChecked()).toBe(false);
    expect(await annaRow().getByText('Fehlt unentschuldigt').count()).toBe(0);
    await screenshot(page, 'classbook-excused-desktop');
    await annaRow().getByRole('button', { name: 'Bearbeiten' }).click();
    expect(await page.getByRole('switch', { name: 'Entschuldigt' }).isChecked()).toBe(true);
    await screenshot(page, 'classbook-excused-editor-desktop');

    await page.setViewportSize(PHONE);
    await page.reload();
    await annaRow().getByText('Fehlt entschuldigt').waitFor();
    expect(await annaRow().getByText('Fehlt unentschuldigt').count()).toBe(0);
    await expectNoOverflowOrOverlap(page, '.classbook__student');
    await screenshot(page, 'classbook-excused-phone');
  });
});
