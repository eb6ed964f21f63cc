import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PIN_TITLE_MAX } from '../../shared/schemas/pin.schema.js';
import { berlinToday, addDays } from '../../shared/week.js';
import { callRoute, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { createPoll, samplePollContent } from '../fixtures/polls.js';
import { storeFile } from '../fixtures/stored-file.js';
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
  url,
} from './browser.js';

/**
 * The pinboard end to end: Herr Müller puts a pin with a linked poll on the 7a board (the spec's
 * texts for an empty save first); Anna sees the unread badge, opens the pin (read), makes it
 * unread again with Ctrl, searches, and stacks it into the 'Ablage'; eltern.weber follows the
 * pin's poll link and answers for Anna; Herr Müller deletes the pin.
 */
restoreTableAfterFile();

const TITLE = 'E2E Elternsprechtag 7a';
const POLL_LABEL = 'E2E Sprechtag-Termine';
const ATTACHMENT = 'E2E Elternbrief März.txt';
let browser: BrowserContext;
let page: Page;

const shot = (name: string, { fullPage = true } = {}) => screenshot(page, name, { fullPage });

const openAs = async (username: string, viewport = DESKTOP) => {
  await browser.close();
  ({ context: browser, page } = await openSignedIn(username, viewport));
};

const openPins = async () => {
  await page.goto(url('/pins'));
  await page.getByTestId('pins-page').waitFor();
};

const ourPin = () => page.getByTestId('pin').filter({ hasText: TITLE });

beforeAll(async () => {
  const token = await signIn('lehrer.mueller');
  await createPoll(token, samplePollContent({ label: POLL_LABEL }));
  await storeFile(token, ATTACHMENT, new Blob(['Termine ab 14 Uhr'], { type: 'text/plain' }));
});
beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

describe('pinboard', () => {
  it('a tutor pins a poll on the 7a board; Anna reads, unreads and stacks it; eltern.weber answers the poll from the pin', async () => {
    await openAs('lehrer.mueller');
    await openPins();
    await page.getByTestId('pin-add').click();
    const dialog = page.getByTestId('pin-dialog');
    await dialog.getByRole('heading', { name: 'Pin bearbeiten' }).waitFor();
    expect(await dialog.getByTestId('pin-delete').isDisabled()).toBe(true);
    await dialog.getByTestId('pin-save').click();
    for (const text of [
      'Es muss min. eine Pinnwand ausgewählt werden',
      'Titel wird benötigt',
      'Inhalt wird benötigt',
      'Bitte fülle alle benötigten Felder korrekt aus.',
    ])
      await dialog.getByText(text).waitFor();
    await dialog.getByTestId('pin-pinboardIds').getByText('7a', { exact: true }).click();
    await dialog.getByTestId('pin-title').fill(TITLE);
    // The toolbar formats the selected word; the preview shows it as readers will.
    const content = dialog.getByTestId('pin-content-field');
    await content.fill('Bitte');
    await content.selectText();
    await dialog.getByRole('toolbar', { name: 'Formatierung' }).getByRole('button', { name: 'Fett' }).click();
    await content.press('End');
    await content.pressSequentially(' tragt euch für einen Termin ein.');
    expect(await content.inputValue()).toBe('**Bitte** tragt euch für einen Termin ein.');
    await dialog.getByRole('button', { name: 'Vorschau' }).click();
    await dialog.getByTestId('pin-content-preview').locator('strong', { hasText: 'Bitte' }).waitFor();
    await shot('pin-markdown-preview-1280', { fullPage: false });
    await page.setViewportSize(PHONE);
    await shot('pin-markdown-preview-375', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Bearbeiten' }).click();
    await dialog.getByTestId('pin-pollIds').getByText(POLL_LABEL).click();
    await dialog.getByTestId('pin-attach').click();
    const picker = page.getByRole('dialog', { name: 'Dateimanager' });
    await picker.locator(`[data-testid="storage-item"][data-name="${ATTACHMENT}"]`).locator('label.amplify-checkbox').click();
    await picker.getByRole('button', { name: /Übernehmen/ }).click();
    await dialog.getByTestId('pin-attachments').getByText(ATTACHMENT).waitFor();
    await dialog.getByTestId('pin-attachments').scrollIntoViewIfNeeded();
    await shot('pin-attachments-1280');
    await dialog.getByTestId('pin-save').click();
    await page.getByText('Pin erfolgreich gespeichert').waitFor();
    await ourPin().waitFor();

    await openAs('schueler.anna');
    const badge = page.getByTestId('badge-pins').filter({ hasText: /\d/ });
    await badge.waitFor();
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(1);
    await openPins();
    await ourPin().getByTestId('pin-unread').waitFor();
    await ourPin().getByText('Bitte tragt euch für einen Termin ein.').waitFor();
    await shot('pins-current-1280');
    await expectAccessible(page);
    await ourPin().getByRole('button', { name: TITLE }).click();
    await ourPin().getByTestId('pin-content').locator('strong', { hasText: 'Bitte' }).waitFor();
    await ourPin().getByTestId('pin-unread').waitFor({ state: 'detached' });
    const [download] = await Promise.all([page.waitForEvent('download'), ourPin().getByTestId('pin-attachment').click()]);
    // The name as it was stored, umlaut and space kept.
    expect(download.suggestedFilename()).toBe(ATTACHMENT);
    // A translation into Arabic reads right to left; the original is German again, left to right.
    const shownText = ourPin().getByTestId('translatable-text');
    const languageAndDirection = async () => [await shownText.getAttribute('lang'), await computedStyle(shownText, 'direction')];
    await ourPin().getByTestId('translation-menu').selectOption('ar');
    await shownText.getByText('[Platzhalter-Übersetzung de→ar]', { exact: false }).waitFor();
    expect(await languageAndDirection()).toEqual(['ar', 'rtl']);
    await ourPin().scrollIntoViewIfNeeded();
    await shot('pin-arabic-1280', { fullPage: false });
    await ourPin().getByTestId('translation-menu').selectOption('');
    await shownText.getByText('[Platzhalter-Übersetzung', { exact: false }).waitFor({ state: 'detached' });
    expect(await languageAndDirection()).toEqual(['de', 'ltr']);
    await ourPin()
      .getByRole('button', { name: TITLE })
      .click({ modifiers: ['Control'] });
    await ourPin().getByTestId('pin-unread').waitFor();

    await page.getByTestId('pin-search').fill('El');
    await page.getByText('Gib min. 3 Zeichen ein').waitFor();
    await page.getByTestId('pin-search').fill('Wandertag');
    await ourPin().waitFor({ state: 'detached' });
    await page.getByTestId('pin-search').fill('Sprechtag 7a');
    await ourPin().waitFor();
    await page.getByTestId('pin-filter').getByText('Alle', { exact: true }).click();
    await page.getByTestId('pins-no-match').getByText('Keine Pins gefunden, die deiner Suche entsprechen.').waitFor();
    await page.getByTestId('pin-filter').getByText('Alle', { exact: true }).click();

    await ourPin().getByRole('button', { name: TITLE }).click();
    await ourPin().getByTestId('pin-stack').click();
    await page.getByText('Pin abgelegt').waitFor();
    await page.getByTestId('stacked-pin').filter({ hasText: TITLE }).waitFor();

    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'Aktuell' }).click();
    await ourPin().waitFor();
    await shot('pins-current-375');
    await expectNoOverflowOrOverlap(page, '[data-testid="pin"]');
    await page.getByTestId('pin-filter-toggle').click();
    await page.getByTestId('pin-filter').waitFor();
    await shot('pins-filter-375');

    await openAs('eltern.weber', PHONE);
    await openPins();
    await ourPin().getByRole('button', { name: TITLE }).click();
    await ourPin()
      .getByRole('link', { name: `Umfrage: ${POLL_LABEL}` })
      .click();
    await page.waitForURL((address) => address.pathname.startsWith('/poll/'));
    await page.getByRole('button', { name: 'Teilnehmen' }).click();
    const answer = page.getByTestId('poll-answer-dialog');
    await answer.getByText('14:00').first().click();
    await answer.getByRole('button', { name: 'Speichern' }).click();
    await answer.getByText('Erfolgreich gespeichert').waitFor();
  });

  it('only the author edits; deleting asks first, then says so and closes', async () => {
    await openAs('lehrer.schmidt');
    await openPins();
    await page.getByTestId('pin').first().waitFor();
    expect(await ourPin().count()).toBe(0);

    await openAs('lehrer.mueller');
    await openPins();
    await page.getByRole('tab', { name: 'Eigene' }).click();
    await ourPin().getByRole('button', { name: TITLE }).click();
    await ourPin().getByTestId('pin-edit').click();
    const dialog = page.getByTestId('pin-dialog');
    await dialog.getByTestId('pin-title').fill(`${TITLE} (geändert)`);
    await page.keyboard.press('Escape');
    await page.getByTestId('pin-confirm').getByText('Änderungen verwerfen?').waitFor();
    await page.getByTestId('pin-confirm').getByRole('button', { name: 'Abbrechen' }).click();
    await shot('pin-edit-1280');
    await dialog.getByTestId('pin-delete').click();
    await page.getByTestId('pin-confirm').getByRole('button', { name: 'Löschen' }).click();
    await dialog.getByText('Pin erfolgreich gelöscht').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Eigene' }).click();
    await ourPin().waitFor({ state: 'detached' });
  });

  it("keeps the second tab's input when the first saved meanwhile: the new state, or one's own over it", async () => {
    const token = await signIn('lehrer.mueller');
    const title = 'E2E Zwei Tabs';
    const today = berlinToday();
    const created = await callRoute('createPin', {
      token,
      body: {
        pinboardIds: ['group-7a'],
        start: today,
        end: addDays(today, 7),
        title,
        content: 'Erster Inhalt',
        color: { name: 'amber', shade: 600 },
        pollIds: [],
        attachmentIds: [],
        storageItemIds: [],
      },
    });
    expect(created.status).toBe(200);
    const stored = async () =>
      defined(
        (await callRoute('listOwnPins', { token })).body.pins.find((pin) => pin.id === created.body.id),
        'the pin',
      );
    const openEditor = async (tab: Page) => {
      // The pin is also on the hidden 'Aktuell' panel; only the own list's copy is meant.
      const pin = tab.getByRole('list', { name: 'Eigene' }).getByTestId('pin').filter({ hasText: 'E2E Zwei Tabs' });
      await tab.getByRole('tab', { name: 'Eigene' }).click();
      await pin.waitFor();
      // The pin stays open after a save in that tab; a click on its title would close it.
      if (!(await pin.getByTestId('pin-edit').isVisible())) await pin.getByRole('button', { name: /E2E Zwei Tabs/ }).click();
      await pin.getByTestId('pin-edit').click();
      return tab.getByTestId('pin-dialog');
    };
    const firstTab = await openSignedIn('lehrer.mueller');
    const secondTab = await openSignedIn('lehrer.mueller');
    const [first, second] = [firstTab.page, secondTab.page];
    try {
      for (const tab of [first, second]) {
        await tab.goto(url('/pins'));
        await tab.getByTestId('pins-page').waitFor();
      }
      const firstDialog = await openEditor(first);
      const secondDialog = await openEditor(second);

      await firstDialog.getByTestId('pin-title').fill(`${title} neuer Titel`);
      await firstDialog.getByTestId('pin-save').click();
      await first.getByText('Pin erfolgreich gespeichert').waitFor();
      const reopened = await openEditor(first);

      await secondDialog.getByTestId('pin-content-field').fill('Zweiter Inhalt');
      await secondDialog.getByTestId('pin-save').click();
      const conflict = await expectEditConflict(secondDialog, 'Dieser Pin wurde gespeichert, während du ihn bearbeitet hast.', 'Titel');
      expect(await secondDialog.getByTestId('pin-content-field').inputValue()).toBe('Zweiter Inhalt');
      await conflict.scrollIntoViewIfNeeded();
      await screenshot(second, 'pin-edit-conflict-1280', { fullPage: false });
      await expectAccessible(second);
      await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
      // The form takes the stored values with its next render.
      await expect.poll(() => secondDialog.getByTestId('pin-title').inputValue()).toBe(`${title} neuer Titel`);
      await expect.poll(() => secondDialog.getByTestId('pin-content-field').inputValue()).toBe('Erster Inhalt');
      await secondDialog.getByTestId('pin-content-field').fill('Zweiter Inhalt');
      await secondDialog.getByTestId('pin-save').click();
      await second.getByText('Pin erfolgreich gespeichert').waitFor();
      expect(await stored()).toMatchObject({ title: `${title} neuer Titel`, content: 'Zweiter Inhalt', revision: 3 });

      await first.setViewportSize(PHONE);
      await reopened.getByTestId('pin-title').fill(`${title} dritter Titel`);
      await reopened.getByTestId('pin-save').click();
      const secondConflict = reopened.getByTestId('edit-conflict');
      await secondConflict.getByText(/Inzwischen geändert: Inhalt\./).waitFor();
      await secondConflict.scrollIntoViewIfNeeded();
      await screenshot(first, 'pin-edit-conflict-375', { fullPage: false });
      await expectNoOverflowOrOverlap(first, '[data-testid="edit-conflict"] button');
      await secondConflict.getByRole('button', { name: 'Meine Fassung speichern' }).click();
      await first.getByText('Pin erfolgreich gespeichert').waitFor();
      expect(await stored()).toMatchObject({ title: `${title} dritter Titel`, content: 'Erster Inhalt', revision: 4 });
    } finally {
      await Promise.all([firstTab.context.close(), secondTab.context.close()]);
    }
  });

  it('names an over-long title at its field instead of sending it, on a desktop and on a phone', async () => {
    for (const [viewport, width] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      await openAs('lehrer.mueller', viewport);
      await openPins();
      await page.getByTestId('pin-add').click();
      const dialog = page.getByTestId('pin-dialog');
      await dialog.getByTestId('pin-pinboardIds').getByText('7a', { exact: true }).click();
      await dialog.getByTestId('pin-title').fill('T'.repeat(PIN_TITLE_MAX + 1));
      await dialog.getByTestId('pin-content-field').fill('Ein Pin mit zu langem Titel.');
      await dialog.getByTestId('pin-save').click();
      await dialog.getByText(`Der Titel darf höchstens ${PIN_TITLE_MAX} Zeichen lang sein.`).waitFor();
      expect(await dialog.getByTestId('pin-title').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('snackbar').count()).toBe(0);
      await dialog.getByTestId('pin-title').scrollIntoViewIfNeeded();
      await shot(`pin-title-too-long-${width}`, { fullPage: false });
      // Abbrechen asks before the typed pin is gone.
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await page.getByTestId('pin-confirm').getByText('Deine Änderungen an diesem Pin gehen verloren.').waitFor();
      await page.getByTestId('pin-confirm').getByRole('button', { name: 'Verwerfen' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
