import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, berlinToday } from '../../shared/week.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInAs, url } from './browser.js';

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

const signedIn = async (username: string, viewport = DESKTOP) => {
  const context = await openBrowser(viewport);
  others.push(context);
  const other = await context.newPage();
  await signInAs(other, username);
  await other.getByTestId('start-tiles').waitFor();
  return other;
};

describe('polls', () => {
  it('shows students the empty tabs, the guardians note and no plus button', async () => {
    await page.setViewportSize(PHONE);
    await signInAs(page, 'schueler.ben');
    await page.getByTestId('start-tiles').waitFor();
    await page.goto(url('/polls'));
    await page.getByRole('heading', { name: 'Umfragen' }).waitFor();
    await page.getByText('Noch keine Umfragen vorhanden.').waitFor();
    await page.getByText('antworten für das ausgewählte Kind').waitFor();
    expect(await page.getByRole('button', { name: 'Neue Umfrage' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Vorlagen' }).click();
    await page.getByText('Keine Vorlagen vorhanden.').waitFor();
    await expectAccessible(page);
  });

  it('a tutor builds a poll with a limited-place option and publishes it on a notification; eltern.weber answers for Anna; the tutor sees the bar chart', async () => {
    // Pins do not exist yet: the poll reaches the guardians on a notification.
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'lehrer.mueller');
    await page.getByTestId('start-tiles').waitFor();
    await page.goto(url('/polls'));
    await page.getByRole('tab', { name: 'Eigene' }).waitFor();
    await page.getByRole('button', { name: 'Neue Umfrage' }).click();
    await page.waitForURL(/\/poll\/[^/]+$/);
    const builder = page.getByTestId('poll-builder');
    await builder.waitFor();

    // Default labels are cleared on focus; an empty label shows the required text.
    const label = page.getByTestId('poll-label');
    await label.click();
    expect(await label.inputValue()).toBe('');
    await page.getByText('Angabe ist notwendig.').first().waitFor();
    await label.fill(LABEL);
    await page.getByTestId('poll-save').click();
    await page.getByTestId('snackbar').getByText('Erfolgreich gespeichert').waitFor();
    // Publishing needs the due date: 'Fehlerhafte Angaben'.
    await page.getByTestId('poll-publish').click();
    await page.getByTestId('poll-confirm').getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByTestId('snackbar').getByText('Fehlerhafte Angaben').waitFor();

    await page.getByTestId('poll-due').fill(addDays(berlinToday(), 7));
    const question = page.getByTestId('question-editor').first();
    await question.getByTestId('question-label').fill('Welcher Termin passt?');
    await question.getByText('Pflichtangabe').click();
    await question.getByText('Begrenzte Plätze').click();
    const options = question.getByTestId('option-label');
    await options.nth(0).fill('Dienstag 14:00');
    await options.nth(1).fill('Dienstag 14:15');
    await question.getByTestId('option-availability').first().waitFor();
    await screenshot(page, 'poll-builder-desktop');
    await page.getByTestId('poll-publish').click();
    await page.getByTestId('poll-confirm').getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByRole('button', { name: 'Teilnehmen' }).waitFor();
    await page.getByText('Offen').waitFor();
    const pollPath = new URL(page.url()).pathname;

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

    // eltern.weber (Anna is the first child) opens the poll from the notification and answers.
    const guardian = await signedIn('eltern.weber', PHONE);
    await guardian.goto(url('/notifications'));
    const link = guardian.getByTestId('notification').filter({ hasText: TITLE }).getByTestId('notification-poll');
    await link.getByText(`Zur Umfrage: ${LABEL}`).waitFor();
    await link.click();
    await guardian.waitForURL((address) => address.pathname === pollPath);
    await guardian.getByRole('button', { name: 'Teilnehmen' }).click();
    const answer = guardian.getByTestId('poll-answer-dialog');
    await answer.getByRole('button', { name: 'Speichern' }).click();
    await answer.getByText('Angabe wird benötigt.').waitFor();
    await answer.getByText('Nicht gespeichert: Fehlerhafte Eingabe').waitFor();
    await answer.getByText('Dienstag 14:00 (noch 1 Platz frei)').click();
    await screenshot(guardian, 'poll-answer-phone');
    await answer.getByRole('button', { name: 'Speichern' }).click();
    await answer.getByText('Erfolgreich gespeichert').waitFor();
    await expectAccessible(guardian);
    await answer.getByRole('button', { name: 'Abbrechen' }).click();
    await guardian.getByRole('button', { name: 'Angaben ändern' }).click();
    await guardian.getByText('Du hast diese Umfrage bereits abgeschlossen. Willst du deine Angaben ändern?').waitFor();

    // The tutor evaluates: one answer, a bar per option.
    await page.reload();
    await page.getByTestId('poll-evaluation-open').click();
    const evaluation = page.getByTestId('poll-evaluation');
    await evaluation.getByText('1 Antwort').waitFor();
    await evaluation.getByTestId('evaluation-chart').first().locator('.recharts-bar-rectangle').first().waitFor();
    expect(await evaluation.getByTestId('evaluation-chart').first().locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(1);
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
  });
});
