import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedSchoolDay } from '../../scripts/seed/seed-day.js';
import { MEETING_NAME_MAX, type MeetingBody } from '../../shared/schemas/calendar.schema.js';
import { addDays, berlinToday, isoWeek, mondayOf } from '../../shared/week.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople } from '../fixtures/demo-actors.js';
import { demoFreeWeeksFrom, demoMeetingDays, demoSchoolDayOnOrAfter, isDemoSchoolDay } from '../fixtures/demo-school-calendar.js';
import { stack } from '../fixtures/local-stack.js';
import { removeMeetingsNamed } from '../fixtures/meeting-cleanup.js';
import {
  DESKTOP,
  expectAccessible,
  expectEditConflict,
  expectNoOverflowOrOverlap,
  openBrowser,
  openSignedIn,
  PHONE,
  screenshot,
  signInToStart,
  typeDate,
  url,
} from './browser.js';

const NAME = 'E2E Wochentermin';
const RENAMED = 'E2E Wochentermin (verschoben)';
/**
 * This file's meetings start on a school day ahead (the start page's board shows the next date) in
 * weeks apart from those the other files read; in a year's last weeks, on the next school day. Their
 * dates follow the school's holidays by the product's own rule.
 */
const freeDay = demoSchoolDayOnOrAfter(addDays(demoFreeWeeksFrom(4, 2), 1));
const firstDay = defined(
  freeDay !== undefined && freeDay > seedSchoolDay() ? freeDay : (demoSchoolDayOnOrAfter(addDays(seedSchoolDay(), 1)) ?? seedSchoolDay()),
  'a school day for the meetings',
);
const weeklyDays = demoMeetingDays({ start: firstDay, end: addDays(firstDay, 21), repeat: 'weekly', includeVacations: false });
/** More meetings on one day than a month cell holds. */
const FULL_DAY_NAMES = Array.from({ length: 6 }, (_, index) => `E2E Volltag ${String(index + 1)}`);
const MEETING_NAMES = [
  NAME,
  RENAMED,
  'E2E Klassenkonferenz 9b',
  'E2E Termin im Schulkalender',
  'E2E Termin mit Rückfrage',
  'E2E Termin aus zwei Tabs',
  'E2E Termin aus zwei Tabs (neu)',
  ...FULL_DAY_NAMES,
];
/** A meeting of the Lehrerkalender on `firstDay` only, as the API takes it. */
const teachersMeetingOnFirstDay = (name: string, starttime: string, endtime: string): MeetingBody => ({
  name,
  description: '',
  calendarIds: ['lehrerkalender'],
  roomIds: [],
  tutorUids: [],
  tutorGroupIds: [],
  start: firstDay,
  end: '',
  starttime,
  endtime,
  includeVacations: true,
  onBoard: false,
  repeat: 'never',
});

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
  const people = await signInDemoPeople();
  await removeMeetingsNamed([people['lehrer.schmidt'].token, people['lehrer.mueller'].token], MEETING_NAMES);
});

const shot = (name: string, { fullPage = true } = {}) => screenshot(page, name, { fullPage });

/** Another person: a fresh browser, signed in. */
const signOutAndIn = async (username: string) => {
  await browser.close();
  browser = await openBrowser();
  page = await browser.newPage();
  await signInToStart(page, username);
};
const dialogOf = () => page.getByTestId('meeting-dialog');

const openCalendar = async () => {
  await page.goto(url('/calendar'));
  await page.getByTestId('calendar-page').waitFor();
};
/** The week grid's heading: 'KW 2 · 11.01. – 17.01.2027'. */
const weekLabel = (day: string) => {
  const monday = mondayOf(day);
  const sunday = addDays(monday, 6);
  const short = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;
  const year = monday.slice(0, 4) === sunday.slice(0, 4) ? '' : monday.slice(0, 4);
  return `KW ${isoWeek(monday).week} · ${short(monday)}${year} – ${short(sunday)}${sunday.slice(0, 4)}`;
};
const monthsFromToday = (day: string) => {
  const today = berlinToday();
  return (Number(day.slice(0, 4)) - Number(today.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(today.slice(5, 7));
};
const meetingItems = (name: string) => page.getByTestId('meeting').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('calendar', () => {
  it('a tutor creates a weekly meeting; a student sees it on /calendar, in the weekplan and the iCal feed; only the author edits it', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.schmidt');
    await openCalendar();
    await page.getByTestId('meeting-add').click();
    let dialog = dialogOf();
    await dialog.getByRole('heading', { name: 'Termin bearbeiten' }).waitFor();
    // Delete is disabled for a new meeting; an empty save shows the spec's texts.
    expect(await dialog.getByTestId('meeting-delete').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('meeting-end').isDisabled()).toBe(true);
    await dialog.getByTestId('meeting-save').click();
    await dialog.getByText('Titel wird benötigt.').waitFor();
    await dialog.getByText('Bitte fülle alle benötigten Felder korrekt aus.').waitFor();

    await dialog.getByText('Schulkalender', { exact: true }).click();
    await dialog.getByTestId('meeting-name').fill(NAME);
    await dialog.getByTestId('meeting-description-field').fill('**Wichtig:** Bitte Hefte mitbringen.');
    await dialog.getByTestId('meeting-repeat').selectOption('weekly');
    await typeDate(dialog.getByTestId('meeting-start'), firstDay);
    // The date picker is German and Monday-first; Escape closes it and leaves the dialog open.
    await dialog.getByRole('button', { name: 'Ende: Kalender öffnen' }).click();
    const picker = dialog.getByRole('dialog', { name: 'Ende' });
    expect(await picker.locator('th').first().getAttribute('aria-label')).toBe('Montag');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await typeDate(dialog.getByTestId('meeting-end'), addDays(firstDay, 21));
    await dialog.getByTestId('meeting-starttime').selectOption('16:00');
    await dialog.getByTestId('meeting-endtime').selectOption('15:00');
    await dialog.getByTestId('meeting-save').click();
    await dialog.getByText('Ende darf nicht vor Beginn liegen.').waitFor();
    await dialog.getByTestId('meeting-endtime').selectOption('17:30');
    await dialog.getByText('Am Schwarzen Brett anzeigen').click();
    await shot('dialog-1280', { fullPage: false });
    await dialog.getByTestId('meeting-save').click();
    await page.getByTestId('snackbar').getByText('Termin erfolgreich gespeichert').waitFor();
    await meetingItems(NAME).first().waitFor();
    expect(await meetingItems(NAME).count()).toBe(weeklyDays.length);
    expect(await meetingItems(NAME).first().getByTestId('meeting-edit').count()).toBe(1);

    // The student of the Schulkalender: on /calendar without a pencil, the description as markdown, translated on request.
    await signOutAndIn('schueler.anna');
    // 'Am Schwarzen Brett anzeigen': the meeting's next date is on her start page.
    const board = page.getByTestId('board-meetings');
    await board.getByText(NAME, { exact: true }).waitFor();
    await board.getByText('16:00 – 17:30 Uhr', { exact: false }).waitFor();
    await shot('start-board-1280');
    await openCalendar();
    const item = meetingItems(NAME).first();
    await item.waitFor();
    await item.getByText('16:00 – 17:30 Uhr').waitFor();
    expect(await item.getByTestId('meeting-edit').count()).toBe(0);
    await item.getByTestId('meeting-info').click();
    await item.getByTestId('meeting-description').locator('strong', { hasText: 'Wichtig:' }).waitFor();
    await item.getByTestId('translation-menu').selectOption('en');
    await item.getByText('[Platzhalter-Übersetzung de→en]', { exact: false }).waitFor();
    await item.getByTestId('translation-menu').selectOption('');
    await item.getByTestId('meeting-description').getByText('Bitte Hefte mitbringen.').waitFor();
    await shot('calendar-student-1280');
    await expectAccessible(page);

    // ... in her weekplan of that week and in her iCal feed.
    const token = await signIn('schueler.anna');
    const week = await callRoute('getWeekplan', { token, query: { from: mondayOf(firstDay) } });
    expect(week.body.events).toEqual(
      expect.arrayContaining([expect.objectContaining({ displayName: NAME, day: firstDay, starttime: '16:00' })]),
    );
    await page.goto(url('/weekplan'));
    await page.getByRole('button', { name: 'Zu Datum springen' }).click();
    await page.getByLabel('Datum', { exact: true }).fill(firstDay);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.getByTestId('event-tile').filter({ hasText: NAME }).first().waitFor();
    const feed = await callRoute('createCalendarFeed', { token });
    const ics = await (await fetch(`${stack.apiUrl}${feed.body.path}`)).text();
    expect(ics).toContain(`SUMMARY:${NAME}`);

    await page.setViewportSize(PHONE);
    await openCalendar();
    await page.getByTestId('calendar-toolbar').waitFor();
    await meetingItems(NAME).first().waitFor();
    await shot('calendar-student-375');
    await expectNoOverflowOrOverlap(page, '[data-testid="meeting"]');

    // Another tutor sees it without a pencil; the author moves it.
    await page.setViewportSize(DESKTOP);
    await signOutAndIn('lehrer.mueller');
    await openCalendar();
    await meetingItems(NAME).first().waitFor();
    expect(await meetingItems(NAME).first().getByTestId('meeting-edit').count()).toBe(0);

    await signOutAndIn('lehrer.schmidt');
    dialog = dialogOf();
    await page.setViewportSize(PHONE);
    await openCalendar();
    await meetingItems(NAME).first().getByTestId('meeting-edit').click();
    await dialog.getByTestId('meeting-name').fill(RENAMED);
    await shot('dialog-375', { fullPage: false });
    await dialog.getByTestId('meeting-save').click();
    await page.getByTestId('snackbar').getByText('Termin erfolgreich gespeichert').waitFor();
    await meetingItems(RENAMED).first().waitFor();
    expect(await meetingItems(NAME).count()).toBe(0);

    // The month grid shows it too; then the author deletes it after confirming.
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('calendar-view-month').click();
    await page.getByTestId('meeting-grid').waitFor();
    await shot('calendar-month-1280');
    await page.getByTestId('calendar-view-list').click();
    await meetingItems(RENAMED).first().getByTestId('meeting-edit').click();
    await dialog.getByTestId('meeting-delete').click();
    await page.getByTestId('meeting-confirm').getByTestId('meeting-confirm-ok').click();
    await page.getByTestId('snackbar').getByText('Termin erfolgreich gelöscht').waitFor();
    expect(await meetingItems(RENAMED).count()).toBe(0);
  }, 240_000);

  it('offers the plus only on calendars the tutor may use, not on a calendar she sees through a meeting she is named in', async () => {
    const people = await signInDemoPeople();
    // An admin makes a calendar of 9b that tutors do not share, and a meeting in it naming Frau Schmidt.
    const calendar = await callRoute('createCalendar', {
      token: people['lehrer.mueller'].token,
      body: { name: 'E2E Nur 9b', color: '#ff9800', groupIds: ['9b'], allTutors: false },
    });
    expect(calendar.status).toBe(200);
    const made = await callRoute('createMeeting', {
      token: people['lehrer.mueller'].token,
      body: {
        name: 'E2E Klassenkonferenz 9b',
        description: '',
        calendarIds: [calendar.body.id],
        roomIds: [],
        tutorUids: [people['lehrer.schmidt'].uid],
        tutorGroupIds: [],
        start: firstDay,
        end: '',
        starttime: '14:00',
        endtime: '15:00',
        includeVacations: true,
        onBoard: false,
        repeat: 'never',
      },
    });
    expect(made.status).toBe(200);
    const { meetingId } = made.body;

    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.schmidt');
    await openCalendar();
    const filter = page.getByTestId('calendar-filter');
    await page.getByRole('button', { name: 'Termin in Schulkalender hinzufügen' }).waitFor();
    await filter.getByText('E2E Nur 9b', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Termin in E2E Nur 9b hinzufügen' }).count()).toBe(0);
    await shot('calendar-tutor-plus-1280');
    await page.setViewportSize(PHONE);
    await page.getByTestId('calendar-toolbar').getByRole('button', { name: 'Kalender filtern' }).click();
    await page.getByRole('button', { name: 'Termin in Schulkalender hinzufügen' }).waitFor();
    expect(await page.getByRole('button', { name: 'Termin in E2E Nur 9b hinzufügen' }).count()).toBe(0);
    await shot('calendar-tutor-plus-375');

    // The plus of the Schulkalender opens the dialog with it chosen, and the meeting saves.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Termin in Schulkalender hinzufügen' }).click();
    const dialog = dialogOf();
    await dialog.getByRole('heading', { name: 'Termin bearbeiten' }).waitFor();
    await dialog.getByTestId('meeting-name').fill('E2E Termin im Schulkalender');
    await typeDate(dialog.getByTestId('meeting-start'), firstDay);
    await dialog.getByTestId('meeting-starttime').selectOption('15:00');
    await dialog.getByTestId('meeting-endtime').selectOption('16:00');
    await dialog.getByTestId('meeting-save').click();
    await page.getByTestId('snackbar').getByText('Termin erfolgreich gespeichert').waitFor();
    const schmidtsPage = (await callRoute('getCalendarPage', { token: people['lehrer.schmidt'].token })).body;
    const own = defined(
      schmidtsPage.meetings.find((meeting) => meeting.name === 'E2E Termin im Schulkalender'),
      'the meeting saved from the plus',
    );
    expect(own.calendarIds).toEqual(['schulkalender']);

    expect((await callRoute('deleteMeeting', { token: people['lehrer.schmidt'].token, params: { meetingId: own.id } })).status).toBe(200);
    expect((await callRoute('deleteMeeting', { token: people['lehrer.mueller'].token, params: { meetingId } })).status).toBe(200);
  }, 240_000);

  it("asks before 'Abbrechen' or Escape discard a meeting's changes, and names an over-long title at the field", async () => {
    const people = await signInDemoPeople();
    const token = people['lehrer.schmidt'].token;
    const name = 'E2E Termin mit Rückfrage';
    const made = await callRoute('createMeeting', { token, body: teachersMeetingOnFirstDay(name, '14:00', '15:00') });
    expect(made.status).toBe(200);
    try {
      await signInToStart(page, 'lehrer.schmidt');
      for (const [viewport, width] of [
        [DESKTOP, '1280'],
        [PHONE, '375'],
      ] as const) {
        await page.setViewportSize(viewport);
        await openCalendar();
        const dialog = dialogOf();
        const question = page.getByTestId('meeting-discard');
        // Unchanged, 'Abbrechen' closes at once.
        await meetingItems(name).getByTestId('meeting-edit').click();
        await dialog.getByRole('button', { name: 'Abbrechen' }).click();
        await dialog.waitFor({ state: 'detached' });

        // Changed, 'Abbrechen' asks; its own 'Abbrechen' keeps editing with the change.
        await meetingItems(name).getByTestId('meeting-edit').click();
        await dialog.getByTestId('meeting-name').fill(`${name} (geändert)`);
        await dialog.getByRole('button', { name: 'Abbrechen' }).click();
        await question.getByText('Änderungen verwerfen?').waitFor();
        await question.getByText('Deine Änderungen am Termin gehen verloren.').waitFor();
        await shot(`meeting-discard-${width}`, { fullPage: false });
        await question.getByRole('button', { name: 'Abbrechen' }).click();
        await question.waitFor({ state: 'detached' });
        expect(await dialog.getByTestId('meeting-name').inputValue()).toBe(`${name} (geändert)`);

        // Escape asks too; 'Verwerfen' closes and the meeting keeps its name.
        await page.keyboard.press('Escape');
        await question.getByText('Änderungen verwerfen?').waitFor();
        await question.getByRole('button', { name: 'Verwerfen' }).click();
        await dialog.waitFor({ state: 'detached' });
        await meetingItems(name).waitFor();
        expect(await meetingItems(`${name} (geändert)`).count()).toBe(0);

        // A title over the limit: the rule at the title field, nothing sent.
        await meetingItems(name).getByTestId('meeting-edit').click();
        await dialog.getByTestId('meeting-name').fill('L'.repeat(MEETING_NAME_MAX + 1));
        await dialog.getByTestId('meeting-save').click();
        await dialog.getByText(`Der Titel darf höchstens ${MEETING_NAME_MAX} Zeichen lang sein.`).waitFor();
        expect(await dialog.getByTestId('meeting-name').getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByTestId('snackbar').count()).toBe(0);
        await dialog.getByTestId('meeting-name').scrollIntoViewIfNeeded();
        await shot(`meeting-title-too-long-${width}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await question.getByRole('button', { name: 'Verwerfen' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    } finally {
      await callRoute('deleteMeeting', { token, params: { meetingId: made.body.meetingId } });
    }
  }, 240_000);

  it("keeps the second tab's input when the first saved meanwhile, names what changed and loads the new state", async () => {
    const people = await signInDemoPeople();
    const token = people['lehrer.schmidt'].token;
    const name = 'E2E Termin aus zwei Tabs';
    const renamed = `${name} (neu)`;
    const made = await callRoute('createMeeting', { token, body: teachersMeetingOnFirstDay(name, '13:00', '13:45') });
    expect(made.status).toBe(200);
    const firstTab = await openSignedIn('lehrer.schmidt');
    const secondTab = await openSignedIn('lehrer.schmidt', PHONE);
    const [first, second] = [firstTab.page, secondTab.page];
    const openEditor = async (tab: Page, title: string) => {
      await tab.goto(url('/calendar'));
      await tab.getByTestId('calendar-page').waitFor();
      await tab
        .getByTestId('meeting')
        .filter({ has: tab.getByRole('heading', { name: title, exact: true }) })
        .getByTestId('meeting-edit')
        .click();
      const dialog = tab.getByTestId('meeting-dialog');
      await expect.poll(() => dialog.getByTestId('meeting-name').inputValue()).toBe(title);
      return dialog;
    };
    try {
      const firstDialog = await openEditor(first, name);
      const secondDialog = await openEditor(second, name);
      await firstDialog.getByTestId('meeting-name').fill(renamed);
      await firstDialog.getByTestId('meeting-save').click();
      await first.getByText('Termin erfolgreich gespeichert').waitFor();

      await secondDialog.getByTestId('meeting-description-field').fill('Bitte die Klassenlisten mitbringen.');
      await secondDialog.getByTestId('meeting-save').click();
      const conflict = await expectEditConflict(secondDialog, 'Dieser Termin wurde gespeichert, während du ihn bearbeitet hast.', 'Titel');
      expect(await secondDialog.getByTestId('meeting-description-field').inputValue()).toBe('Bitte die Klassenlisten mitbringen.');
      await conflict.scrollIntoViewIfNeeded();
      await screenshot(second, 'meeting-edit-conflict-375', { fullPage: false });
      await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');
      await expectAccessible(second);

      await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
      await expect.poll(() => secondDialog.getByTestId('meeting-name').inputValue()).toBe(renamed);
      await secondDialog.getByTestId('meeting-description-field').fill('Bitte die Klassenlisten mitbringen.');
      await secondDialog.getByTestId('meeting-save').click();
      await second.getByText('Termin erfolgreich gespeichert').waitFor();
      const saved = second.getByTestId('meeting').filter({ has: second.getByRole('heading', { name: renamed, exact: true }) });
      await saved.getByTestId('meeting-info').click();
      await saved.getByTestId('meeting-description').getByText('Bitte die Klassenlisten mitbringen.').waitFor();
    } finally {
      await Promise.all([firstTab.context.close(), secondTab.context.close()]);
      await callRoute('deleteMeeting', { token, params: { meetingId: made.body.meetingId } });
    }
  }, 120_000);

  it("moves the week grid a week back and on, and 'Heute' back to this week, on a desktop and on a phone", async () => {
    const today = berlinToday();
    // The seed's weekly AG meets on Thursdays: next week's, or in a year's last week this week's.
    const agThursday = [addDays(mondayOf(today), 10), addDays(mondayOf(today), 3)].find(isDemoSchoolDay);
    const meetingsInGrid = () => page.getByTestId('meeting-grid').locator('.rbc-event').first().waitFor();
    expect(agThursday, 'a Thursday with the AG this week or next').toBeDefined();
    await signInToStart(page, 'schueler.anna');
    for (const [viewport, width] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      await page.setViewportSize(viewport);
      await openCalendar();
      await page.getByTestId('calendar-view-week').click();
      const range = page.getByTestId('calendar-grid-range');
      // It opens with this week, whatever the month.
      expect(await range.innerText()).toBe(weekLabel(today));
      await page.getByRole('button', { name: 'Nächste Woche' }).click();
      await page.getByRole('button', { name: 'Nächste Woche' }).click();
      expect(await range.innerText()).toBe(weekLabel(addDays(today, 14)));
      await page.getByRole('button', { name: 'Vorherige Woche' }).click();
      expect(await range.innerText()).toBe(weekLabel(addDays(today, 7)));
      if (agThursday === addDays(mondayOf(today), 10)) await meetingsInGrid();
      await shot(`calendar-week-next-${width}`, { fullPage: false });
      // On a phone the week scrolls sideways inside the grid, the page keeps its width.
      await expectNoOverflowOrOverlap(page, '[data-testid="calendar-grid-nav"]');
      await page.getByRole('button', { name: 'Heute', exact: true }).click();
      expect(await range.innerText()).toBe(weekLabel(today));
      if (agThursday === addDays(mondayOf(today), 3)) await meetingsInGrid();
      await page.getByRole('button', { name: 'Vorherige Woche' }).click();
      expect(await range.innerText()).toBe(weekLabel(addDays(today, -7)));
      // The month grid steps by months.
      await page.getByTestId('calendar-view-month').click();
      await page.getByRole('button', { name: 'Nächster Monat' }).click();
      await shot(`calendar-month-next-${width}`, { fullPage: false });
      await expectAccessible(page);
    }
  }, 240_000);

  it("shows a full day of the month grid as '+N weitere', which opens that day's week, on a desktop and on a phone", async () => {
    const people = await signInDemoPeople();
    const token = people['lehrer.schmidt'].token;
    for (const [index, name] of FULL_DAY_NAMES.entries()) {
      const hour = String(8 + index).padStart(2, '0');
      const made = await callRoute('createMeeting', { token, body: teachersMeetingOnFirstDay(name, `${hour}:00`, `${hour}:45`) });
      expect(made.status).toBe(200);
    }
    await signInToStart(page, 'lehrer.schmidt');
    for (const [viewport, width] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      await page.setViewportSize(viewport);
      await openCalendar();
      await page.getByTestId('calendar-view-month').click();
      for (let step = 0; step < monthsFromToday(firstDay); step += 1) await page.getByRole('button', { name: 'Nächster Monat' }).click();
      const showMore = page.getByRole('button', { name: /^\+\d+ weitere Termine am .+, Woche zeigen$/ });
      await showMore.first().waitFor();
      expect(await showMore.count()).toBe(1);
      expect(await showMore.innerText()).toMatch(/^\+\d+ weitere$/);
      await shot(`calendar-month-full-day-${width}`, { fullPage: false });
      await expectAccessible(page);

      await showMore.click();
      expect(await page.getByTestId('calendar-grid-range').innerText()).toBe(weekLabel(firstDay));
      const grid = page.getByTestId('meeting-grid');
      for (const name of FULL_DAY_NAMES) await grid.locator('.rbc-event', { hasText: name }).waitFor();
      await shot(`calendar-week-of-full-day-${width}`, { fullPage: false });
    }
  }, 240_000);
});
