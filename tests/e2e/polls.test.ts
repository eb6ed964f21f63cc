import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { questionsOf } from '../../shared/poll-rules.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { createExpiredPoll, createPoll, samplePollContent, sharePollOnPin } from '../fixtures/polls.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import {
  computedStyle,
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

/**
 * Polls end to end: Herr Müller builds a poll with a limited place, publishes it, announces it on a
 * notification and pins it on the 7a board; eltern.weber answers for Anna from the pin (the open
 * dialog learns that Ben took the other's last place) and finds the notification's link; Herr
 * Müller sees the 'Auswertung' with its bar chart. The pin and the answers are removed afterwards.
 */
restoreTableAfterFile();

let browser: BrowserContext;
let page: Page;
const others: BrowserContext[] = [];

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await Promise.all([browser, ...others.splice(0)].map((context) => context.close()));
});

const LABEL = 'Elternsprechtag 7a';
const TITLE = 'Umfrage zum Elternsprechtag';
const PIN_TITLE = 'Termine Elternsprechtag';

const signedIn = async (username: string, viewport = DESKTOP) => {
  const { context, page: other } = await openSignedIn(username, viewport);
  others.push(context);
  return other;
};

describe('polls', () => {
  it('shows students the empty tabs, the guardians note and no plus button', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'schueler.ben');
    await page.goto(url('/polls'));
    await page.getByRole('heading', { name: 'Umfragen' }).waitFor();
    // Every tab keeps its panel; the archive loads 300 ms later and is empty too, so look inside 'Eigene'.
    await page.getByRole('tabpanel', { name: 'Eigene' }).getByText('Noch keine Umfragen vorhanden.').waitFor();
    await page.getByText('antworten für das ausgewählte Kind').waitFor();
    expect(await page.getByRole('button', { name: 'Neue Umfrage' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Vorlagen' }).click();
    await page.getByText('Keine Vorlagen vorhanden.').waitFor();
    await expectAccessible(page);
  });

  it('a tutor builds a poll with a limited place, publishes it and pins it for 7a; eltern.weber answers for Anna from the pin; the tutor sees the bar chart', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/polls'));
    await page.getByRole('tab', { name: 'Eigene' }).waitFor();
    await page.getByRole('button', { name: 'Neue Umfrage' }).click();
    await page.waitForURL(/\/poll\/new$/);
    const builder = page.getByTestId('poll-builder');
    await builder.waitFor();

    // Default labels are cleared on focus; an empty label shows the required text and, left empty, falls back to its default.
    const label = page.getByTestId('poll-label');
    await label.click();
    expect(await label.inputValue()).toBe('');
    await page.getByText('Angabe ist notwendig.').first().waitFor();
    await label.press('Tab');
    expect(await label.inputValue()).toBe('Unbekannte Umfrage');
    await label.fill(LABEL);
    // The first save stores the poll: its page has the poll's id now.
    await page.getByTestId('poll-save').click();
    await page.getByTestId('snackbar').getByText('Erfolgreich gespeichert').waitFor();
    await page.waitForURL((address) => /^\/poll\/[0-9a-f-]{36}$/.test(address.pathname));
    // Publishing needs the due date: 'Fehlerhafte Angaben', and the reason at the field.
    await page.getByTestId('poll-publish').click();
    await page.getByTestId('poll-confirm').getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByTestId('snackbar').getByText('Fehlerhafte Angaben').waitFor();
    const dueField = page.locator('.date-field').filter({ has: page.getByTestId('poll-due') });
    await dueField.getByText('Bitte ein Enddatum wählen.').waitFor();

    await typeDate(page.getByTestId('poll-due'), addDays(berlinToday(), 7));
    await dueField.getByText('Bitte ein Enddatum wählen.').waitFor({ state: 'detached' });
    const question = page.getByTestId('question-editor').first();
    await question.getByTestId('question-label').fill('Welcher Termin passt?');
    await question.getByText('Pflichtangabe').click();
    await question.getByText('Begrenzte Plätze').click();
    const options = question.getByTestId('option-label');
    await options.nth(0).fill('Dienstag 14:00');
    await options.nth(1).fill('Dienstag 14:15');
    expect(await question.getByTestId('option-availability').first().inputValue()).toBe('1');
    // Full-page shots from the top, without the snackbar of the refused publish.
    await page.getByTestId('snackbar').waitFor({ state: 'detached' });
    const top = page.getByRole('heading', { name: LABEL, exact: true });
    await top.scrollIntoViewIfNeeded();
    await screenshot(page, 'poll-builder-desktop');
    await page.setViewportSize(PHONE);
    await top.scrollIntoViewIfNeeded();
    await screenshot(page, 'poll-builder-phone');
    await page.setViewportSize(DESKTOP);
    // Unsaved changes: 'Zurück' and the browser's back button both ask first; 'Abbrechen' stays.
    const discard = page.getByTestId('poll-confirm');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await discard.getByText('Änderungen verwerfen?').waitFor();
    await discard.getByRole('button', { name: 'Abbrechen' }).click();
    await page.goBack();
    await discard.getByText('Änderungen verwerfen?').waitFor();
    await discard.getByRole('button', { name: 'Abbrechen' }).click();
    await builder.waitFor();
    expect(await question.getByTestId('question-label').inputValue()).toBe('Welcher Termin passt?');
    await page.getByTestId('poll-publish').click();
    await page.getByTestId('poll-confirm').getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByRole('button', { name: 'Teilnehmen' }).waitFor();
    await page.getByText('Offen').waitFor();
    const pollPath = new URL(page.url()).pathname;

    // The poll also reaches the guardians of 7a on a notification from the poll page.
    await page.getByRole('button', { name: 'Benachrichtigung senden' }).click();
    const send = page.getByTestId('send-notification-dialog');
    await send.getByText(`Mit Umfrage: ${LABEL}`).waitFor();
    await send.getByLabel('Klasse oder Kurs').selectOption('7a');
    await send.getByLabel('Titel').fill(TITLE);
    await send.getByLabel('Inhalt').fill('Bitte wählt einen Termin.');
    await send.getByText('Lehrkräfte').click();
    await send.getByText('Erziehungsberechtigte').click();
    await send.getByRole('button', { name: 'Senden' }).click();
    await send.getByRole('button', { name: 'Gesendet' }).waitFor();
    await send.getByRole('button', { name: 'Schließen' }).click();

    // The tutor pins the poll on the 7a board.
    await page.goto(url('/pins'));
    await page.getByTestId('pins-page').waitFor();
    await page.getByTestId('pin-add').click();
    const pinDialog = page.getByTestId('pin-dialog');
    await pinDialog.getByTestId('pin-pinboardIds').getByText('7a', { exact: true }).click();
    await pinDialog.getByTestId('pin-title').fill(PIN_TITLE);
    await pinDialog.getByTestId('pin-content-field').fill('Bitte tragt euch für einen Termin ein.');
    await pinDialog.getByTestId('pin-pollIds').getByText(LABEL).click();
    await pinDialog.getByTestId('pin-save').click();
    await page.getByText('Pin erfolgreich gespeichert').waitFor();

    // eltern.weber, acting for Anna, opens the pin's poll and answers.
    const guardian = await signedIn('eltern.weber', PHONE);
    expect(await guardian.getByTestId('active-student-name').innerText()).toContain('Anna Weber');
    await guardian.goto(url('/pins'));
    const pin = guardian.getByTestId('pin').filter({ hasText: PIN_TITLE });
    await pin.getByRole('button', { name: PIN_TITLE }).click();
    await pin.getByRole('link', { name: `Umfrage: ${LABEL}` }).click();
    await guardian.waitForURL((address) => address.pathname === pollPath);
    await guardian.getByRole('button', { name: 'Teilnehmen' }).click();
    const answer = guardian.getByTestId('poll-answer-dialog');
    await answer.getByRole('button', { name: 'Speichern' }).click();
    await answer.getByText('Angabe wird benötigt.').waitFor();
    await answer.getByText('Nicht gespeichert: Fehlerhafte Eingabe').waitFor();
    await answer.getByText('Dienstag 14:00 (noch 1 Platz frei)').click();

    // Herr Müller books the last place of 14:00 for a parent who called meanwhile (a 9b student could not: the poll is
    // 7a's): the open dialog learns it, clears the choice and says so.
    const pollId = pollPath.split('/').pop() ?? '';
    const author = await signIn('lehrer.mueller');
    const { content } = (await callRoute('getPoll', { token: author, params: { pollId } })).body;
    const slot = defined(questionsOf(content)[0], 'the question');
    const early = defined(slot.options[0], 'the 14:00 option');
    const taken = await callRoute('answerPoll', {
      token: author,
      params: { pollId },
      body: { answers: { [slot.id]: [early.id] } },
    });
    expect(taken.status).toBe(200);
    await answer.getByText('Diese Option ist bereits ausgebucht. Deine Auswahl wurde entfernt.').waitFor();
    await answer.getByText('Dienstag 14:00 (ausgebucht)').waitFor();
    expect(await answer.getByRole('radio', { name: 'Dienstag 14:00 (ausgebucht)' }).isDisabled()).toBe(true);
    // Greyed out, not only disabled.
    const fullOption = answer.locator('.poll-option--full');
    expect(await fullOption.innerText()).toContain('Dienstag 14:00 (ausgebucht)');
    expect(await computedStyle(fullOption, 'opacity')).toBe('0.5');
    await answer.getByText('Dienstag 14:15 (noch 1 Platz frei)').click();
    await screenshot(guardian, 'poll-answer-phone');
    // A double click saves once and says so: no 'conflict'.
    await answer.getByRole('button', { name: 'Speichern' }).dblclick();
    await answer.getByText('Erfolgreich gespeichert').waitFor();
    expect(await answer.getByRole('alert').count()).toBe(0);
    await expectAccessible(guardian);
    await answer.getByRole('button', { name: 'Abbrechen' }).click();

    // The notification's link leads to the same poll, answered now.
    await guardian.goto(url('/notifications'));
    const link = guardian.getByTestId('notification').filter({ hasText: TITLE }).getByTestId('notification-poll');
    await link.getByText(`Zur Umfrage: ${LABEL}`).waitFor();
    await link.click();
    await guardian.waitForURL((address) => address.pathname === pollPath);
    await guardian.getByRole('button', { name: 'Angaben ändern' }).click();
    await guardian.getByText('Du hast diese Umfrage bereits abgeschlossen. Willst du deine Angaben ändern?').waitFor();

    // The tutor evaluates: two answers, one bar per option.
    await page.goto(url(pollPath));
    await page.getByRole('button', { name: 'Auswertung anzeigen' }).click();
    const evaluation = page.getByTestId('poll-evaluation');
    await evaluation.getByRole('heading', { name: `Auswertung: ${LABEL}` }).waitFor();
    await evaluation.getByText('2 Antworten').waitFor();
    // Who answered, as the spec names them (E for the guardian, with the child and class), on the school's clock.
    await evaluation.getByText('Wer geantwortet hat (2)').click();
    const respondents = evaluation.getByTestId('evaluation-respondents');
    const today = berlinToday().split('-').reverse().join('.');
    await respondents.getByText(`Sabine Weber E für Anna Weber 7a · ${today}`).waitFor();
    await respondents.getByText(`Herr Müller L · ${today}`).waitFor();
    const bars = evaluation.getByTestId('evaluation-chart').first().locator('.recharts-bar-rectangle');
    await bars.first().waitFor();
    expect(await bars.count()).toBe(2);
    await screenshot(page, 'poll-evaluation-desktop');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'poll-evaluation-phone');

    await evaluation.getByRole('button', { name: 'Schließen' }).click();
    await page.goto(url('/polls'));
    await page.getByTestId('poll-item').filter({ hasText: LABEL }).waitFor();
    await screenshot(page, 'polls-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'polls-desktop');
    await expectAccessible(page);
    // A row is an app link like the app's list items (no underlined browser link), reached and opened with the keyboard.
    const row = page.getByRole('link', { name: new RegExp(LABEL) });
    expect(await computedStyle(row, 'textDecorationLine')).toBe('none');
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((address) => address.pathname === pollPath);
    await page.getByRole('button', { name: 'Auswertung anzeigen' }).waitFor();
  });
});

describe('polls: the builder explains itself', () => {
  it("'+' stores nothing until saved; an over-long title, a past end date and times show their reason at the field; the date options come from the app's German fields", async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.schmidt');
    await page.goto(url('/polls'));
    await page.getByRole('tabpanel', { name: 'Eigene' }).waitFor();
    // '+' and back without entering anything: no 'Unbekannte Umfrage' stored, no question asked.
    await page.getByRole('button', { name: 'Neue Umfrage' }).click();
    await page.getByTestId('poll-builder').waitFor();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.waitForURL((address) => address.pathname === '/polls');
    await page.getByRole('tabpanel', { name: 'Eigene' }).waitFor();
    const own = await callRoute('listPolls', { token: await signIn('lehrer.schmidt'), query: { tab: 'own' } });
    expect(own.body.polls.filter((poll) => poll.label === 'Unbekannte Umfrage')).toEqual([]);
    expect(await page.getByText('Unbekannte Umfrage').count()).toBe(0);

    await page.getByRole('button', { name: 'Neue Umfrage' }).click();
    await page.getByTestId('poll-builder').waitFor();
    // A title over 200 characters says so at once, and saving is refused with the snackbar and the field's reason.
    const label = page.getByTestId('poll-label');
    await label.fill('Elternabend '.repeat(17));
    await page.getByText('Der Titel darf höchstens 200 Zeichen lang sein.').waitFor();
    await page.getByTestId('poll-save').click();
    await page.getByTestId('snackbar').getByText('Fehlerhafte Angaben').waitFor();
    expect(new URL(page.url()).pathname).toBe('/poll/new');
    await label.fill('Elternabend 5a');
    await page.getByText('Der Titel darf höchstens 200 Zeichen lang sein.').waitFor({ state: 'detached' });
    // An end date that has passed is not published: the reason at the field.
    await typeDate(page.getByTestId('poll-due'), addDays(berlinToday(), -1));
    await page.getByTestId('poll-publish').click();
    await page.getByTestId('poll-confirm').getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByTestId('snackbar').getByText('Fehlerhafte Angaben').waitFor();
    const dueField = page.locator('.date-field').filter({ has: page.getByTestId('poll-due') });
    await dueField.getByText('Das Enddatum darf nicht in der Vergangenheit liegen.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/poll/new');
    await page.getByTestId('snackbar').waitFor({ state: 'detached' });
    await screenshot(page, 'poll-builder-messages-desktop', { fullPage: false });
    await page.setViewportSize(PHONE);
    await dueField.scrollIntoViewIfNeeded();
    await screenshot(page, 'poll-builder-messages-phone', { fullPage: false });

    // The date-option generator: the app's German date field and typed 24-hour times, no browser date or time fields.
    const question = page.getByTestId('question-editor').first();
    await question.getByRole('button', { name: 'Termine erzeugen' }).click();
    const generator = page.getByRole('dialog', { name: 'Termine als Optionen erzeugen' });
    await generator.getByTestId('generator-day').waitFor();
    expect(await generator.locator('input[type="date"], input[type="time"], input[type="datetime-local"]').count()).toBe(0);
    expect(await generator.getByTestId('generator-day').getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    const day = addDays(berlinToday(), 3);
    await typeDate(generator.getByTestId('generator-day'), day);
    await generator.getByTestId('generator-start').fill('14 Uhr');
    await generator.getByTestId('generator-end').fill('14:45');
    await generator.getByRole('button', { name: 'Erzeugen' }).click();
    await generator.getByText('Bitte die Uhrzeit als hh:mm angeben, z. B. 14:30.').waitFor();
    await generator.getByTestId('generator-start').fill('14:00');
    await screenshot(page, 'poll-generator-phone', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'poll-generator-desktop', { fullPage: false });
    await generator.getByRole('button', { name: 'Erzeugen' }).click();
    await generator.waitFor({ state: 'detached' });
    const [, month, date] = day.split('-');
    const labels = await Promise.all((await question.getByTestId('option-label').all()).map((input) => input.inputValue()));
    // The untouched 'Option 1' and 'Option 2' gave way to the generated slots.
    const slots = ['14:00–14:15', '14:15–14:30', '14:30–14:45'];
    expect(labels).toHaveLength(slots.length);
    for (const [index, slot] of slots.entries())
      expect(labels[index]).toMatch(new RegExp(`^\\S+ ${date ?? ''}\\.${month ?? ''}\\. ${slot}$`));

    // Leaving the unsaved new poll asks first; after 'Verwerfen' nothing was stored.
    await page.getByRole('button', { name: 'Zurück' }).click();
    await page.getByTestId('poll-confirm').getByRole('button', { name: 'Verwerfen' }).click();
    await page.waitForURL((address) => address.pathname === '/polls');
    const after = await callRoute('listPolls', { token: await signIn('lehrer.schmidt'), query: { tab: 'own' } });
    expect(after.body.polls.filter((poll) => poll.label === 'Elternabend 5a' || poll.label === 'Unbekannte Umfrage')).toEqual([]);
  });
});

describe('polls: answering as a person meets it', () => {
  it("an expired poll says 'Umfrage abgelaufen' and offers no 'Teilnehmen'", async () => {
    const author = await signIn('lehrer.schmidt');
    const pollId = await createExpiredPoll(author, samplePollContent({ label: 'Ausflug Stadtbibliothek' }));
    await sharePollOnPin(author, pollId);
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'schueler.ben');
    await page.goto(url(`/poll/${pollId}`));
    await page.getByRole('heading', { name: 'Ausflug Stadtbibliothek' }).waitFor();
    const expired = page.getByTestId('poll-expired');
    await expired.getByText('Umfrage abgelaufen').waitFor();
    await expired.getByText('Die Umfrage ist bereits beendet. Du kannst nicht mehr teilnehmen.').waitFor();
    expect(await page.getByRole('button', { name: 'Teilnehmen' }).count()).toBe(0);
    await page.getByText('Beendet', { exact: true }).waitFor();
    await screenshot(page, 'poll-expired-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'poll-expired-desktop');
    await expectAccessible(page);
  });

  it('a 9b student who opens the address of a poll shared with 7a reads why he cannot take part', async () => {
    const author = await signIn('lehrer.mueller');
    const pollId = await createPoll(author, samplePollContent({ label: 'Elternsprechtag der 7a' }));
    await sharePollOnPin(author, pollId, ['group-7a']);
    for (const [viewport, width] of [
      [PHONE, '375'],
      [DESKTOP, '1280'],
    ] as const) {
      await page.setViewportSize(viewport);
      if (width === '375') await signInToStart(page, 'schueler.ben');
      await page.goto(url(`/poll/${pollId}`));
      await page
        .getByRole('alert')
        .getByText(
          'Diese Umfrage richtet sich nicht an dich. Öffne sie über den Pin oder die Benachrichtigung, mit der du sie bekommen hast.',
        )
        .waitFor();
      expect(await page.getByRole('button', { name: 'Teilnehmen' }).count()).toBe(0);
      await screenshot(page, `poll-not-addressed-${width}`);
    }
    await expectAccessible(page);
    const anna = await signedIn('schueler.anna', PHONE);
    await anna.goto(url(`/poll/${pollId}`));
    await anna.getByRole('heading', { name: 'Elternsprechtag der 7a' }).waitFor();
    await anna.getByRole('button', { name: 'Teilnehmen' }).waitFor();
  });

  it('answers changed elsewhere meanwhile: the stored answers are loaded and the dialog asks to check and save again', async () => {
    const author = await signIn('lehrer.schmidt');
    const pollId = await createPoll(author, samplePollContent({ label: 'Projekttag' }));
    await sharePollOnPin(author, pollId);
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'schueler.anna');
    await page.goto(url(`/poll/${pollId}`));
    await page.getByRole('button', { name: 'Teilnehmen' }).click();
    const answer = page.getByTestId('poll-answer-dialog');
    await answer.getByText('14:00 (noch 2 Plätze frei)').click();
    // Meanwhile Anna chose 14:15 on her phone, and that save won the race with this one: the server answers 'conflict'
    // (the race itself is the integration test's; here the browser gets the server's answer to it).
    const phone = await callRoute('answerPoll', {
      token: await signIn('schueler.anna'),
      params: { pollId },
      body: { answers: { slot: ['o2'] } },
    });
    expect(phone.status).toBe(200);
    await page.route('**/api/polls/*/response', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'conflict' } }) }),
    );
    await answer.getByRole('button', { name: 'Speichern' }).click();
    await answer.getByText('Nicht gespeichert: Deine Angaben wurden inzwischen an anderer Stelle geändert.', { exact: false }).waitFor();
    expect(await answer.getByRole('radio', { name: /^14:15/ }).isChecked()).toBe(true);
    await screenshot(page, 'poll-answer-conflict-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'poll-answer-conflict-desktop');
    await page.unroute('**/api/polls/*/response');
    // Saving the loaded answers again is the same request: stored, nothing changed.
    await answer.getByRole('button', { name: 'Speichern' }).click();
    await answer.getByText('Erfolgreich gespeichert').waitFor();
    const read = await callRoute('getPoll', { token: await signIn('schueler.anna'), params: { pollId } });
    expect(read.body.myAnswers).toEqual({ slot: ['o2'] });
    expect(read.body.taken).toEqual({ o1: 0, o2: 1 });
  });

  it('keeps the second tab’s edit when the first saved meanwhile: saved over it on request, or the new state loaded', async () => {
    const author = await signIn('lehrer.schmidt');
    const pollId = await createPoll(author, samplePollContent({ label: 'Ausflug 7a', description: 'Erste Fassung' }), false);
    const stored = async () => (await callRoute('getPoll', { token: author, params: { pollId } })).body;
    const [first, second] = [await signedIn('lehrer.schmidt'), await signedIn('lehrer.schmidt', PHONE)];
    const description = (tab: Page) => tab.getByRole('textbox', { name: 'Beschreibung', exact: true }).first();
    for (const tab of [first, second]) {
      await tab.goto(url(`/poll/${pollId}`));
      await tab.getByTestId('poll-label').waitFor();
    }
    await first.getByTestId('poll-label').fill('Ausflug 7a und 7b');
    await first.getByTestId('poll-save').click();
    await first.getByText('Erfolgreich gespeichert').waitFor();

    await description(second).fill('Zweite Fassung');
    await second.getByTestId('poll-save').click();
    const conflict = await expectEditConflict(second, 'Diese Umfrage wurde gespeichert, während du sie bearbeitet hast.', 'Titel');
    expect(await description(second).inputValue()).toBe('Zweite Fassung');
    await screenshot(second, 'poll-edit-conflict-375', { fullPage: false });
    await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');
    await expectAccessible(second);
    await conflict.getByRole('button', { name: 'Meine Fassung speichern' }).click();
    await second.getByText('Erfolgreich gespeichert').waitFor();
    expect(await stored()).toMatchObject({ label: 'Ausflug 7a', revision: 3, content: { description: 'Zweite Fassung' } });

    // The first tab saved at revision 2 and goes on from there: its next save meets the second's.
    await description(first).fill('Dritte Fassung');
    await first.getByTestId('poll-save').click();
    await first
      .getByTestId('edit-conflict')
      .getByText(/Inzwischen geändert: Titel, Beschreibung\./)
      .waitFor();
    await screenshot(first, 'poll-edit-conflict-1280', { fullPage: false });
    await first.getByTestId('edit-conflict').getByRole('button', { name: 'Neuen Stand laden' }).click();
    await expect.poll(() => description(first).inputValue()).toBe('Zweite Fassung');
    expect(await first.getByTestId('poll-label').inputValue()).toBe('Ausflug 7a');
    expect(await first.getByTestId('edit-conflict').count()).toBe(0);
  });
});
