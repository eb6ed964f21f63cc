import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentSchoolWeek } from '../../scripts/seed/seed-day.js';
import { addDays, berlinToday, schoolDayOnOrAfter } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople } from '../fixtures/demo-actors.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInToStart } from './browser.js';

/** The demo seed puts changes into this week and next week (scripts/seed/demo-timetable.ts). */
let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

/**
 * Signs in and opens the Wochenplan from its start tile; with `week`, then that week by its address
 * (the seed's week, which the browser's clock leaves when a run crosses Friday midnight).
 */
const openWeekplan = async (username: string, week?: string) => {
  await signInToStart(page, username);
  await page.getByTestId('start-tiles').getByText('Wochenplan').click();
  await page.getByTestId('weekplan-grid').waitFor();
  if (week === undefined) return;
  await page.goto(`${new URL(page.url()).origin}/weekplan?date=${week}`);
  await page.getByTestId('weekplan-grid').waitFor();
};

/** The 9b lesson Anna is moved into on Friday of the week the plan opens with (scripts/seed/demo-events.ts). */
const movedIntoLessonId = () => `9b-${addDays(currentSchoolWeek(), 4)}-b5`;

const cancelledTile = () => page.getByTestId('event-tile').filter({ hasText: 'Ausfall' }).first();

describe('weekplan', () => {
  it('shows a student the week with a cancelled lesson struck through, and nothing in an empty week', async () => {
    await page.setViewportSize(DESKTOP);
    await openWeekplan('schueler.anna');
    expect(await page.getByTestId('weekplan-page').getAttribute('data-view')).toBe('week');
    expect(await page.locator('.weekplan-grid__day').count()).toBe(5);
    expect(await cancelledTile().locator('.event-tile__name del').innerText()).toMatch(/7a$/);
    await page.getByTestId('event-tile').filter({ hasText: 'Vertretung' }).first().getByText('SCH', { exact: true }).waitFor();
    await page.getByTestId('event-tile').filter({ hasText: 'Raumänderung' }).first().getByText('B 204', { exact: true }).waitFor();
    expect(await page.getByText('nur für Lehrkräfte').count()).toBe(0);
    expect(await page.locator('a[data-testid="event-tile"]').count()).toBe(0);
    await expectNoOverflowOrOverlap(page, '.weekplan-grid__day');
    await screenshot(page, 'weekplan-student-desktop');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Zu Datum springen' }).click();
    await page.getByLabel('Datum', { exact: true }).fill('2027-08-04');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.getByTestId('weekplan-empty').getByText('Keine Veranstaltungen vorhanden').waitFor();
    // The week is in the address: a reload (or a shared link) opens it again.
    expect(new URL(page.url()).searchParams.get('date')).toBe('2027-08-04');
    await page.reload();
    await page.getByTestId('weekplan-empty').getByText('Keine Veranstaltungen vorhanden').waitFor();
    await page.getByRole('button', { name: 'Zu Datum springen' }).click();
    await page.getByRole('button', { name: 'Heute' }).click();
    await cancelledTile().waitFor();
  });

  it('shows a tutor every change, with tiles that open the event detail', async () => {
    await page.setViewportSize(DESKTOP);
    await openWeekplan('lehrer.mueller');
    await page.getByText('nur für Lehrkräfte').first().waitFor();
    await screenshot(page, 'weekplan-tutor-desktop');
    await expectAccessible(page);
    await cancelledTile().click();
    await page.waitForURL(/\/eventDetail\/lessonDates\/7a-\d{4}-\d{2}-\d{2}-b3$/);
  });

  it("switches a guardian's plan to the other child", async () => {
    await page.setViewportSize(DESKTOP);
    await openWeekplan('eltern.weber');
    await page.getByTestId('event-tile').filter({ hasText: '7a' }).first().waitFor();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('student-switch').getByText('Ben Weber').click();
    await page.getByTestId('active-student-name').getByText('Ben Weber').waitFor();
    await page.keyboard.press('Escape');
    // Anna has one 9b lesson too (she is moved into it); Chemie is Ben's only.
    await page.getByTestId('event-tile').filter({ hasText: 'Chemie 9b' }).first().waitFor();
    expect(await page.getByTestId('event-tile').filter({ hasText: '7a' }).count()).toBe(0);
    await cancelledTile().waitFor();
    await screenshot(page, 'weekplan-guardian-ben-desktop');
  });

  it('labels course dates and special events, and shows a student the lesson she is moved into', async () => {
    await page.setViewportSize(DESKTOP);
    await openWeekplan('schueler.anna', currentSchoolWeek());
    const tile = (name: string) => page.getByTestId('event-tile').filter({ hasText: name }).first();
    await tile('AG Robotik').getByText('Kurs', { exact: true }).waitFor();
    await tile('Schulkonzert').getByText('Veranstaltung', { exact: true }).waitFor();
    await tile('Biologie 9b').getByText('Zugeteilt: Förderunterricht').waitFor();
    expect(await page.getByText('Lehrerkonferenz').count()).toBe(0);
    await screenshot(page, 'weekplan-student-event-kinds-desktop');
  });

  it('shows the class teacher of a lesson who was moved into it, in its event detail', async () => {
    await page.setViewportSize(DESKTOP);
    // The lesson is of 9b: its class teacher may open it; a tutor who neither teaches nor leads 9b may not.
    await openWeekplan('lehrer.schmidt', currentSchoolWeek());
    await page.getByTestId('event-tile').filter({ hasText: 'Lehrerkonferenz' }).first().getByText('Termin', { exact: true }).waitFor();
    await page.goto(`${new URL(page.url()).origin}/eventDetail/lessonDates/${encodeURIComponent(movedIntoLessonId())}`);
    await page.getByTestId('event-name').getByText('Biologie 9b').waitFor();
    await page.getByText('1 SchülerIn zugeteilt · Förderunterricht').waitFor();
    const anna = page.getByTestId('event-student').filter({ hasText: 'Anna Weber' });
    await anna.getByText('zugeteilt', { exact: true }).waitFor();
    await screenshot(page, 'event-detail-moved-in-desktop');
    await expectAccessible(page);
  });

  it('shows one day on a phone and skips the weekend', async () => {
    await page.setViewportSize(PHONE);
    await openWeekplan('schueler.anna');
    expect(await page.getByTestId('weekplan-page').getAttribute('data-view')).toBe('day');
    expect(await page.locator('.weekplan-grid__day').count()).toBe(1);
    await expectNoOverflowOrOverlap(page, '.event-tile');
    await screenshot(page, 'weekplan-student-phone');
    await expectAccessible(page);
    const range = page.getByTestId('weekplan-range');
    for (let step = 0; step < 5; step += 1) {
      await page.getByRole('button', { name: 'Nächster Tag' }).click();
      expect(await range.innerText()).not.toMatch(/^(Samstag|Sonntag)/);
    }
    await page.getByRole('button', { name: 'Vorheriger Tag' }).click();
    expect(await range.innerText()).not.toMatch(/^(Samstag|Sonntag)/);
  });

  it("opens a tutor's own meeting from her Wochenplan to its details, on a desktop and on a phone", async () => {
    const people = await signInDemoPeople();
    const token = people['lehrer.schmidt'].token;
    // Her own meeting in the Lehrerkalender (every tutor shares it), on the day the plan opens with; she is not named in it.
    const made = await callRoute('createMeeting', {
      token,
      body: {
        name: 'E2E Fachschaftstreffen',
        description: '',
        calendarIds: ['lehrerkalender'],
        roomIds: [],
        tutorUids: [],
        tutorGroupIds: [],
        start: schoolDayOnOrAfter(berlinToday()),
        end: '',
        starttime: '15:00',
        endtime: '16:00',
        includeVacations: true,
        onBoard: false,
        repeat: 'never',
      },
    });
    expect(made.status).toBe(200);
    try {
      for (const [viewport, name] of [
        [DESKTOP, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        await page.setViewportSize(viewport);
        await openWeekplan('lehrer.schmidt');
        const tile = page.locator('a[data-testid="event-tile"]').filter({ hasText: 'E2E Fachschaftstreffen' });
        await tile.getByText('Termin', { exact: true }).waitFor();
        await screenshot(page, `weekplan-own-meeting-${name}`);
        await tile.click();
        await page.waitForURL(/\/eventDetail\/meetingDates\//);
        await page.getByTestId('event-name').getByText('E2E Fachschaftstreffen').waitFor();
        expect(await page.getByText('Keine Berechtigung').count()).toBe(0);
        await screenshot(page, `event-detail-own-meeting-${name}`);
        await expectAccessible(page);
        await browser.close();
        browser = await openBrowser();
        page = await browser.newPage();
      }
    } finally {
      await callRoute('deleteMeeting', { token, params: { meetingId: made.body.meetingId } });
    }
  });
});
