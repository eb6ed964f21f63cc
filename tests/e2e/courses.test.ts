import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSchoolWeek } from '../../scripts/seed/seed-day.js';
import type { CourseOffer } from '../../shared/schemas/course.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import {
  DESKTOP,
  expectAccessible,
  expectEditConflict,
  expectNoOverflowOrOverlap,
  openSignedIn,
  PHONE,
  screenshot,
  typeDate,
  url,
} from './browser.js';

/**
 * Course registration end to end: Anna subscribes to two options with priorities (the dialog
 * 'Priorität wählen:', a taken priority refused, a third option refused with the max text), the
 * deadline passes, Herr Müller allocates and confirms, and Anna finds the course in 'Meine Kurse'
 * (every leader by name, staff without an account too) and in the weekplan two weeks after the
 * week it opens with (where the demo has no other course dates; on a weekend the weekplan opens
 * with the next week).
 */
const NAME = 'Werkstatt-AGs';
const courseWeek = addDays(currentSchoolWeek(), 14);
let offer: CourseOffer;
let browser: BrowserContext;
let page: Page;
restoreTableAfterFile();

beforeAll(async () => {
  const answer = await callRoute('createCourseOffer', {
    token: await signIn('lehrer.mueller'),
    body: {
      kind: 'courseGroup',
      displayName: NAME,
      subtitle: 'Basteln, Löten, Programmieren',
      start: courseWeek,
      end: addDays(courseWeek, 4),
      deadline: new Date(Date.now() + 30 * 60_000).toISOString(),
      grades: [7],
      groupsize: 1,
      description: 'Drei Werkstätten, je ein Platz.',
      registrationDescription: 'Bitte zwei Wünsche mit Priorität angeben.',
      bring: 'Schutzbrille',
      // The course week is two weeks ahead of today: holidays must not take its dates away.
      includeVacations: true,
      color: '#f4511e',
      approved: true,
      multipleRegistrationOptions: true,
      maxOptions: 2,
      usePriority: true,
      options: [
        { displayName: 'Robotik', dates: [{ weekday: 1, starttime: '16:00', endtime: '17:00' }] },
        { displayName: 'Löten', dates: [{ weekday: 2, starttime: '16:00', endtime: '17:00' }] },
        { displayName: 'Holz', dates: [{ weekday: 3, starttime: '16:00', endtime: '17:00' }] },
      ],
    },
  });
  expect(answer.status).toBe(200);
  offer = answer.body;
});

/** The deadline passes: it moves a second into the past in the table, as time would move it. */
const passDeadline = async () => {
  useStackDynamoDb();
  const { courseOfferEntity } = await import('../../lambdas/courses/course-offer.entity.js');
  const deadline = new Date(Date.now() - 1000).toISOString();
  await courseOfferEntity.patch({ schoolId: 'lindenhof', schoolYearId: '2026-27', offerId: offer.id }).set({ deadline }).go();
  offer = { ...offer, deadline };
};

const openAs = async (username: string, viewport = DESKTOP) => {
  ({ context: browser, page } = await openSignedIn(username, viewport));
};
afterAll(async () => {
  await browser.close();
});

const card = () => page.getByTestId('course-offer').filter({ hasText: NAME });
const option = (name: string) => card().getByTestId('course-option').filter({ hasText: name });
/** Amplify's switch hides its input under the label: a person clicks the label. */
const toggle = (name: string) => option(name).locator('.amplify-switch__wrapper').click();

describe('course registration', () => {
  it('a student without offers sees the empty text', async () => {
    await openAs('schueler.lena');
    await page.getByTestId('start-tiles').getByText('Anmeldung', { exact: true }).click();
    await page.getByText('Momentan sind keine Ausschreibungen vorhanden.').waitFor();
    await browser.close();
  });

  it('Anna subscribes with priorities; a taken priority and a third option are refused', async () => {
    await openAs('schueler.anna');
    await page.getByTestId('start-tiles').getByText('Anmeldung', { exact: true }).click();
    await card().waitFor();
    await page.getByText('Zu Angebot springen ...').first().waitFor({ state: 'attached' });
    await card().getByText('Es können max. 2 Optionen gewählt werden.').waitFor();

    await card().getByRole('button', { name: 'Kursinfo' }).click();
    const info = page.getByTestId('course-info');
    await info.getByText('Drei Werkstätten, je ein Platz.').waitFor();
    await info.getByText('Dienstag, 16:00–17:00 Uhr').waitFor();
    await info.getByRole('button', { name: 'Schließen' }).click();

    await toggle('Robotik');
    const dialog = page.getByTestId('priority-dialog');
    await dialog.getByText('Priorität wählen:').waitFor();
    await dialog.getByTestId('priority-ok').click();
    await option('Robotik').getByText('Priorität 1').waitFor();

    // Cancelling resets the option to unsubscribed.
    await toggle('Löten');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await option('Löten').getByRole('switch').isChecked()).toBe(false);

    await toggle('Löten');
    await dialog.getByRole('slider').press('ArrowLeft');
    await dialog.getByText('Priorität bereits gewählt').waitFor();
    expect(await dialog.getByTestId('priority-ok').isDisabled()).toBe(true);
    await dialog.getByRole('slider').press('ArrowRight');
    await dialog.getByTestId('priority-ok').click();
    await option('Löten').getByText('Priorität 2').waitFor();

    await toggle('Holz');
    const failure = page.getByTestId('course-failure');
    await failure.getByText('Anmeldung fehlgeschlagen').waitFor();
    await failure.getByText('Es können max. 2 Optionen gewählt werden.').waitFor();
    await failure.getByRole('button', { name: 'Schließen' }).click();

    await screenshot(page, 'course-subscribe-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await card().waitFor();
    await expectNoOverflowOrOverlap(page, '[data-testid="course-offer"]');
    await screenshot(page, 'course-subscribe-375');

    // Before the allocation, Meine Kurse lists the registrations as waiting, with their priorities.
    await page.goto(url('/mycourses'));
    const waiting = page.getByTestId('my-course-waiting');
    await page.getByRole('heading', { level: 2, name: 'Wartet auf Zuteilung' }).waitFor();
    const robotik = waiting.filter({ hasText: `${NAME}: Robotik` });
    await robotik.getByText('Angemeldet mit Priorität 1: Die Plätze werden nach dem Anmeldeschluss vergeben.').waitFor();
    await robotik.getByText('Mitbringen: Schutzbrille').waitFor();
    await waiting
      .filter({ hasText: `${NAME}: Löten` })
      .getByText('Angemeldet mit Priorität 2', { exact: false })
      .waitFor();
    await expectNoOverflowOrOverlap(page, '[data-testid="my-course-waiting"]');
    await screenshot(page, 'my-courses-waiting-375');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'my-courses-waiting-1280');
    await expectAccessible(page);
    await browser.close();
  });

  it('after the deadline the offer is closed; Herr Müller allocates, reviews and confirms', async () => {
    await passDeadline();
    await openAs('lehrer.mueller');
    await page.goto(url('/courseSubscribe'));
    const mine = page.getByTestId('tutor-offer').filter({ hasText: NAME });
    await mine.getByRole('button', { name: 'Anmeldungen' }).click();
    await mine.getByTestId('registration-table').first().getByText('Anna Weber').waitFor();
    await mine.getByRole('button', { name: 'Zuteilung berechnen' }).click();
    await mine.getByText('Mit Platz: 1 von 1 Schülern').waitFor();
    // 'Angemeldet am' as a German date (Anna registered today, in the file's first tests).
    await mine.getByTestId('registration-table').first().getByText(berlinToday().split('-').reverse().join('.')).waitFor();
    await mine.getByRole('button', { name: 'Zuteilung bestätigen' }).click();
    await mine.getByText('Zuteilung bestätigt').waitFor();
    await screenshot(page, 'course-tutor-1280');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await mine.waitFor();
    await expectNoOverflowOrOverlap(page, '[data-testid="tutor-offer"]');
    await screenshot(page, 'course-tutor-375');
    await browser.close();
  });

  it('Anna finds the course in Meine Kurse and in the weekplan', async () => {
    await openAs('schueler.anna');
    await page.goto(url('/courseSubscribe'));
    await card().getByText('Anmeldung abgeschlossen').waitFor();
    await page.goto(url('/mycourses'));
    const course = page.getByTestId('my-course').filter({ hasText: `${NAME}: Robotik` });
    await course.getByText('Dienstag, 16:00–17:00 Uhr').waitFor();
    await course.getByText('Leitung: Herr Müller').waitFor();
    await course.getByText('Mitbringen: Schutzbrille').waitFor();
    const germanDay = (day: string) => day.split('-').reverse().join('.');
    await course.getByText(`Zeitraum: ${germanDay(courseWeek)} – ${germanDay(addDays(courseWeek, 4))}`).waitFor();
    expect(await page.getByTestId('my-course-waiting').filter({ hasText: NAME }).count()).toBe(0);
    // Every leader by a name a person knows: Herr Lorenz of AG Robotik has no account, the timetable names him.
    await page.getByTestId('my-course').filter({ hasText: 'AG Robotik' }).getByText('Leitung: Herr Lorenz').waitFor();
    await page.getByTestId('my-course').filter({ hasText: 'Schwimmkurs' }).getByText('Leitung: Herr Müller').waitFor();
    const leaders = await page
      .getByTestId('my-course')
      .getByText(/^Leitung: /)
      .allInnerTexts();
    expect(leaders.filter((line) => !/^Leitung: (Herr|Frau) /.test(line))).toEqual([]);
    await screenshot(page, 'my-courses-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'my-courses-375');
    await page.setViewportSize(DESKTOP);
    // The seed's week by the address: the browser's clock leaves it when a run crosses Friday midnight.
    await page.goto(url(`/weekplan?date=${currentSchoolWeek()}`));
    await page.getByTestId('weekplan-grid').waitFor();
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    await page
      .getByTestId('event-tile')
      .filter({ hasText: `${NAME}: Robotik` })
      .first()
      .waitFor();
    await screenshot(page, 'course-weekplan-1280');
    await browser.close();
  });

  it('Herr Müller edits the allocated offer: what to bring changes, the places stay', async () => {
    await openAs('lehrer.mueller');
    await page.goto(url('/courseSubscribe'));
    const mine = page.getByTestId('tutor-offer').filter({ hasText: NAME });
    await mine.getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByTestId('edit-offer');
    await dialog.getByText('Angebot bearbeiten').waitFor();
    await dialog.getByLabel('Gruppengröße', { exact: true }).fill('5');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Nach der Zuteilung können nur noch Beschreibung, Termine und Darstellung geändert werden.').waitFor();
    await screenshot(page, 'course-edit-1280');
    await dialog.getByLabel('Gruppengröße', { exact: true }).fill('1');
    await dialog.getByLabel('Mitbringen').fill('Schutzbrille und Handschuhe');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'course-edit-375');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    const offers = await callRoute('listCourseOffers', { token: await signIn('lehrer.mueller') });
    const edited = offers.body.offers.find((item) => item.id === offer.id);
    expect(edited).toMatchObject({
      bring: 'Schutzbrille und Handschuhe',
      groupsize: 1,
      deadline: offer.deadline,
      allocationState: 'confirmed',
    });
  });

  it('Herr Müller creates two options for different grades and places with two weekly dates; Anna sees only hers', async () => {
    const SPORT = 'Sport-AGs';
    await openAs('lehrer.mueller');
    await page.goto(url('/courseSubscribe'));
    await page.getByRole('button', { name: 'Angebot erstellen' }).click();
    const dialog = page.getByTestId('create-offer');
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    await field('Art').selectOption('courseGroup');
    await field('Name').fill(SPORT);
    // The app's German date fields and typed 24-hour times, no browser date or time fields (MM/DD, AM/PM in English).
    expect(await dialog.locator('input[type="date"], input[type="time"], input[type="datetime-local"]').count()).toBe(0);
    expect(await field('Ende').getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await typeDate(field('Ende'), addDays(berlinToday(), 60));
    await typeDate(field('Anmeldeschluss'), addDays(berlinToday(), 7));
    await field('Anmeldeschluss um').fill('18:00');
    await field('Klassenstufen (z. B. 5, 6, 7)').fill('7, 8');
    // Amplify's checkbox hides its input under the label: a person clicks the label.
    await dialog.locator('.amplify-checkbox__label', { hasText: 'Freigegeben' }).click();
    const dates = dialog.getByTestId('course-dates').first();
    await dates.getByLabel('Von').fill('14:00');
    await dates.getByLabel('Bis').fill('15:00');
    await dates.getByRole('button', { name: 'Termin hinzufügen' }).click();
    await dates.getByLabel('Wochentag').nth(1).selectOption({ label: 'Mittwoch' });
    await dates.getByLabel('Von').nth(1).fill('15:00');
    await dates.getByLabel('Bis').nth(1).fill('16:30');
    const options = dialog.getByTestId('offer-option');
    const fillOption = async (index: number, name: string, grade: string, places: string, notice: string) => {
      const row = options.nth(index);
      await row.getByLabel('Name der Option').fill(name);
      await row.getByLabel('Klassenstufen (leer: die des Angebots)').fill(grade);
      await row.getByLabel('Plätze (leer: Gruppengröße des Angebots)').fill(places);
      await row.getByLabel('Hinweis').fill(notice);
    };
    await fillOption(0, 'Fußball', '7', '12', 'Hallenschuhe mitbringen');
    await dialog.getByRole('button', { name: 'Option hinzufügen' }).click();
    await fillOption(1, 'Volleyball', '8', '6', 'Nur für Geübte');
    // A wrong time is refused in the form (the shared schema) before anything is sent.
    await options.nth(1).getByRole('button', { name: 'Termin hinzufügen' }).click();
    await options.nth(1).getByLabel('Von').fill('16:00');
    await options.nth(1).getByLabel('Bis').fill('15:00');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await options.nth(1).getByText('Das Ende muss nach dem Beginn liegen.').waitFor();
    await screenshot(page, 'course-offer-form-1280');
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="offer-option"]');
    await screenshot(page, 'course-offer-form-375');
    await options.nth(1).getByRole('button', { name: 'Termin entfernen' }).click();
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.waitFor({ state: 'detached' });

    const offers = await callRoute('listCourseOffers', { token: await signIn('lehrer.mueller') });
    const created = offers.body.offers.find((item) => item.displayName === SPORT);
    expect(created?.dates).toEqual([
      { weekday: 0, starttime: '14:00', endtime: '15:00' },
      { weekday: 2, starttime: '15:00', endtime: '16:30' },
    ]);
    expect(created?.options.map((item) => [item.displayName, item.grades, item.groupsize, item.notice, item.dates.length])).toEqual([
      ['Fußball', [7], 12, 'Hallenschuhe mitbringen', 2],
      ['Volleyball', [8], 6, 'Nur für Geübte', 2],
    ]);

    // Editing loads the option's own places and grades.
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('tutor-offer').filter({ hasText: SPORT }).getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByTestId('edit-offer').getByTestId('offer-option');
    expect(await edit.nth(1).getByLabel('Plätze (leer: Gruppengröße des Angebots)').inputValue()).toBe('6');
    expect(await edit.nth(1).getByLabel('Klassenstufen (leer: die des Angebots)').inputValue()).toBe('8');
    await browser.close();

    await openAs('schueler.anna');
    await page.goto(url('/courseSubscribe'));
    const sport = page.getByTestId('course-offer').filter({ hasText: SPORT });
    await sport.getByTestId('course-option').filter({ hasText: 'Fußball' }).waitFor();
    await sport.getByText('Hallenschuhe mitbringen').waitFor();
    expect(await sport.getByTestId('course-option').count()).toBe(1);
    expect(await sport.getByText('Volleyball').count()).toBe(0);
    await browser.close();
  });

  it("keeps the second tab's input when the first saved meanwhile; the new state loaded, a save has both", async () => {
    const TWO_TABS = 'Zwei-Tab-Kurs';
    const token = await signIn('lehrer.mueller');
    const created = await callRoute('createCourseOffer', {
      token,
      body: {
        kind: 'course',
        displayName: TWO_TABS,
        start: courseWeek,
        end: addDays(courseWeek, 4),
        deadline: new Date(Date.now() + 30 * 60_000).toISOString(),
        grades: [8],
        groupsize: 10,
        bring: 'Nichts',
        options: [{ displayName: TWO_TABS }],
      },
    });
    expect(created.status).toBe(200);
    const stored = async () =>
      defined(
        (await callRoute('listCourseOffers', { token })).body.offers.find((item) => item.id === created.body.id),
        'the offer',
      );
    const openEditor = async (tab: Page) => {
      await tab.goto(url('/courseSubscribe'));
      await tab.getByTestId('tutor-offer').filter({ hasText: TWO_TABS }).getByRole('button', { name: 'Bearbeiten' }).click();
      return tab.getByTestId('edit-offer');
    };
    const firstTab = await openSignedIn('lehrer.mueller');
    const secondTab = await openSignedIn('lehrer.mueller', PHONE);
    const [first, second] = [firstTab.page, secondTab.page];
    try {
      const firstDialog = await openEditor(first);
      const secondDialog = await openEditor(second);
      await firstDialog.getByLabel('Mitbringen').fill('Taschenrechner');
      await firstDialog.getByRole('button', { name: 'Speichern' }).click();
      await firstDialog.waitFor({ state: 'detached' });

      await secondDialog.getByLabel('Untertitel').fill('Für Neugierige');
      await secondDialog.getByRole('button', { name: 'Speichern' }).click();
      const conflict = await expectEditConflict(
        secondDialog,
        'Dieses Angebot wurde gespeichert, während du es bearbeitet hast.',
        'Mitbringen',
      );
      expect(await secondDialog.getByLabel('Untertitel').inputValue()).toBe('Für Neugierige');
      expect(await stored()).toMatchObject({ subtitle: '', bring: 'Taschenrechner', revision: 2 });
      await conflict.scrollIntoViewIfNeeded();
      await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');
      await screenshot(second, 'course-edit-conflict-375', { fullPage: false });
      await expectAccessible(second);

      await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
      // The form takes the stored values with its next render.
      await expect.poll(() => secondDialog.getByLabel('Mitbringen').inputValue()).toBe('Taschenrechner');
      await expect.poll(() => secondDialog.getByLabel('Untertitel').inputValue()).toBe('');
      await secondDialog.getByLabel('Untertitel').fill('Für Neugierige');
      await secondDialog.getByRole('button', { name: 'Speichern' }).click();
      await secondDialog.waitFor({ state: 'detached' });
      expect(await stored()).toMatchObject({ subtitle: 'Für Neugierige', bring: 'Taschenrechner', revision: 3 });
    } finally {
      await Promise.all([firstTab.context.close(), secondTab.context.close()]);
    }
  });
});
