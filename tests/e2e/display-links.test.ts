import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, openSignedIn, PHONE, screenshot, url } from './browser.js';

/**
 * Hallway screens: the admin makes a display link in the Admin-Bereich and copies it; a screen
 * opens it without signing in and shows the school's plan with its Stand, says so when the network
 * is gone, and shows that the link is no longer valid once it is revoked.
 */
const SCREEN = { width: 1920, height: 1080 };
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
/** Changed lessons of this many more classes make the plan longer than one screen page. */
const EXTRA_CLASSES = 12;
let people: DemoPeople;
const contexts: BrowserContext[] = [];
const written: string[] = [];

beforeAll(async () => {
  people = await signInDemoPeople();
});
afterAll(async () => {
  await removeLessonDates(SCHOOL, written);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const openAdminPage = async () => {
  const { context, page } = await openSignedIn('lehrer.mueller');
  contexts.push(context);
  await page.goto(url('/admin'));
  await page.getByRole('link', { name: 'Anzeige-Links verwalten' }).click();
  await page.getByTestId('display-links-admin-page').waitFor();
  return page;
};

/** Cancels a lesson of EXTRA_CLASSES classes ('Z1' …) on the day, visible to students. */
const cancelLessonsOfMoreClasses = async (day: string) => {
  useStackDynamoDb();
  const { saveLessonDates } = await import('../../lambdas/timetable/lesson-date-write.service.js');
  const ids = Array.from({ length: EXTRA_CLASSES }, (_, index) => `display-e2e-${index + 1}`);
  written.push(...ids);
  await saveLessonDates(
    SCHOOL.schoolId,
    SCHOOL.schoolYearId,
    ids.map((lessonDateId, index) => ({
      lessonDateId,
      day,
      starttime: '13:30',
      endtime: '14:15',
      displayName: 'Arbeitsgemeinschaft',
      tutors: [{ uid: people['lehrer.schmidt'].uid, short: 'SCH' }],
      groups: [{ groupId: lessonDateId, displayName: `Z${index + 1}` }],
      changes: [{ changeId: `${lessonDateId}-c1`, type: 'cancel', visibleForStudent: true, visibleForGuardian: true }],
    })),
  );
};

/** A screen page fits the window: its page indicator, below the lessons, is within the viewport. */
const expectPageOnScreen = async (page: Page) => {
  const indicator = await page.getByText(/^Seite \d+ von \d+$/).boundingBox();
  const viewport = page.viewportSize();
  if (!indicator || !viewport) throw new Error('a paged screen shows its page indicator');
  expect(indicator.y + indicator.height).toBeLessThanOrEqual(viewport.height);
};

/** Makes a link through the dialog and returns it as the dialog shows it once. */
const createLink = async (page: Page, name: string) => {
  await page.getByTestId('display-link-add').click();
  const dialog = page.getByTestId('display-link-dialog');
  await dialog.getByLabel('Name des Bildschirms').fill(name);
  await page.getByTestId('display-link-save').click();
  const link = await page.getByTestId('display-link-url').inputValue();
  return link;
};

const openScreen = async (link: string) => {
  const context = await openBrowser(SCREEN);
  contexts.push(context);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(link);
  await page.getByRole('heading', { name: 'Gesamtschule am Lindenhof', level: 1 }).waitFor();
  return { context, page };
};

describe('hallway screens', () => {
  it('lets an admin make a link that a screen opens without signing in, offline notice and revocation included', async () => {
    const admin = await openAdminPage();
    // A name is required: the dialog says so in German and stays open.
    await admin.getByTestId('display-link-add').click();
    await admin.getByTestId('display-link-save').click();
    await admin.getByText('Bitte gib einen Namen ein.').waitFor();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Abbrechen' }).click();

    const name = `Foyer ${Date.now()}`;
    const link = await createLink(admin, name);
    expect(link).toMatch(/\/display\/lindenhof\.[\w-]{43}$/);
    await admin.getByText('Der Link wird nur jetzt angezeigt.', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'Fertig' }).click();
    const item = admin.getByTestId('display-link-item').filter({ hasText: name });
    await item.getByText(/^Erstellt am \d{2}\.\d{2}\.\d{4} · ohne Ablaufdatum$/).waitFor();
    await screenshot(admin, 'display-links-admin-desktop');
    await expectAccessible(admin);
    await admin.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(admin, '.admin-list__item');
    await screenshot(admin, 'display-links-admin-phone');
    await admin.setViewportSize(DESKTOP);

    // The screen: no sign-in, the plan students see under 'Alle Klassen', with the Stand.
    const plan = await callRoute('getSubstitutionPlan', { token: people['schueler.anna'].token });
    const { context, page } = await openScreen(link);
    await page.getByText(/^Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/).waitFor();
    for (const day of plan.body.days) await page.getByTestId(`display-day-${day.day}`).first().waitFor();
    const classes = [...new Set(plan.body.days.flatMap((day) => day.entries.flatMap((entry) => entry.classes)))];
    const shown = await page.getByTestId('display-page').innerText();
    for (const className of classes) expect(shown).toContain(`Klasse ${className}`);
    expect(shown).not.toMatch(/Anna|Weber|Hospitation|Anmelden/);
    await screenshot(page, 'display-screen-1920', { fullPage: false });
    await expectAccessible(page);

    // A minute later the screen asks again: the browser revalidates its copy with the ETag (If-None-Match).
    const revalidations: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/display/'))
        void request.allHeaders().then((headers) => revalidations.push(headers['if-none-match'] ?? ''));
    });
    await page.clock.runFor(61_000);
    await expect.poll(() => revalidations).toContainEqual(expect.stringMatching(/^"[\w-]+"$/));

    // A longer plan: the next refresh shows it, and the screen turns its pages by itself.
    const [firstDay] = plan.body.days;
    if (!firstDay) throw new Error('the plan has two days');
    await cancelLessonsOfMoreClasses(firstDay.day);
    await page.clock.runFor(61_000);
    const pages = page.getByText(/^Seite \d+ von \d+$/);
    await expect.poll(() => pages.innerText()).toMatch(/^Seite 1 von [2-9]$/);
    await expectPageOnScreen(page);
    await screenshot(page, 'display-screen-paged', { fullPage: false });
    await page.clock.runFor(12_000);
    await expect.poll(() => pages.innerText()).toMatch(/^Seite 2 von [2-9]$/);
    await expectPageOnScreen(page);
    await screenshot(page, 'display-screen-page-2', { fullPage: false });
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '.display__day');
    await expectPageOnScreen(page);
    await screenshot(page, 'display-screen-phone', { fullPage: false });
    await expectAccessible(page);
    await page.setViewportSize(SCREEN);

    // The network drops: the last plan stays, with a notice of its Stand.
    await context.setOffline(true);
    await page
      .getByTestId('display-offline')
      .getByText(/^Keine Verbindung – angezeigt wird der Stand von \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)
      .waitFor();
    await page.getByRole('heading', { name: 'Gesamtschule am Lindenhof', level: 1 }).waitFor();
    await screenshot(page, 'display-screen-offline', { fullPage: false });
    await context.setOffline(false);
    await page.getByTestId('display-offline').waitFor({ state: 'detached' });

    // Revoked after a question: the screen's next refresh (a minute later) shows that the link is no longer valid.
    await item.getByRole('button', { name: `Anzeige-Link „${name}“ widerrufen` }).click();
    await admin.getByTestId('display-link-revoke-confirm').getByRole('button', { name: 'Widerrufen' }).click();
    await admin.getByText('Der Anzeige-Link wurde widerrufen.').waitFor();
    await item.waitFor({ state: 'detached' });
    await page.clock.runFor(61_000);
    await page.getByRole('heading', { name: 'Dieser Anzeige-Link ist nicht mehr gültig.' }).waitFor();
    await screenshot(page, 'display-screen-invalid', { fullPage: false });
    await expectAccessible(page);
  });

  it('shows a made-up link as not valid', async () => {
    const context = await openBrowser(PHONE);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(url(`/display/lindenhof.${'A'.repeat(43)}`));
    await page.getByRole('heading', { name: 'Dieser Anzeige-Link ist nicht mehr gültig.' }).waitFor();
  });
});
