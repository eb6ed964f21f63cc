import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  expectNoOverflowOrOverlap,
  openBrowser,
  PHONE,
  screenshot,
  signInAs,
  signInToStart,
  url,
} from './browser.js';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const TITLE = 'Elternabend der 7a';
const BODY = 'Der Elternabend ist am Dienstag um 19 Uhr in Raum A 101.';

const envelope = (unread: number) => page.getByRole('button', { name: `Benachrichtigungen (${unread} ungelesen)` });

describe('notifications', () => {
  it('a tutor sends to the guardians of 7a; eltern.weber sees it unread with the envelope count and marks it read', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/groupOverview/7a/students'));
    await page.getByTestId('group-students-list').waitFor();
    await page.getByTestId('send-to-group').click();
    const dialog = page.getByTestId('send-notification-dialog');
    await dialog.getByRole('heading', { name: 'Benachrichtigungen senden' }).waitFor();
    await dialog.getByText('An: 7a').waitFor();
    // From a class the guardians only; type info and showAdmin on.
    expect(await dialog.getByLabel('Erziehungsberechtigte').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Lehrkräfte').isChecked()).toBe(false);
    expect(await dialog.getByLabel('SchülerInnen').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Absender anzeigen').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Typ').inputValue()).toBe('info');

    await dialog.getByRole('button', { name: 'Senden' }).click();
    const notice = page.getByTestId('send-notification-notice');
    await notice.getByText('Fehlerhafte Eingabe').waitFor();
    await notice.getByText('Es sind nicht alle Felder korrekt ausgefüllt.').waitFor();
    await notice.getByRole('button', { name: 'Schließen' }).click();
    await dialog.getByText('Titel wird benötigt').waitFor();
    await dialog.getByText('Inhalt wird benötigt').waitFor();
    await dialog.getByText('Später senden').click();
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await page.getByTestId('send-notification-notice').getByRole('button', { name: 'Schließen' }).click();
    await dialog.getByText('Datum wird benötigt').waitFor();
    await dialog.getByText('Später senden').click();

    await dialog.getByLabel('Titel').fill(TITLE);
    await dialog.getByLabel('Inhalt').fill(BODY);
    await dialog.getByLabel('Typ').selectOption('important');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await dialog.getByRole('button', { name: 'Gesendet' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Gesendet' }).isDisabled()).toBe(true);
    await dialog.getByText('Die Benachrichtigung geht an 1 Person.').waitFor();
    await screenshot(page, 'notification-send-desktop');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    const guardian = await openBrowser();
    const guardianPage = await guardian.newPage();
    try {
      page = guardianPage;
      await page.setViewportSize(DESKTOP);
      await signInAs(page, 'eltern.weber');
      await envelope(3).click();
      await page.waitForURL(/\/notifications$/);
      const item = page.getByTestId('notification').filter({ hasText: TITLE });
      await item.getByText('ungelesen').waitFor();
      await item.getByText('Wichtig').waitFor();
      await item.getByText('von Herr Müller').waitFor();
      expect(await page.getByRole('tab').count()).toBe(0);
      await page.getByTestId('notification-days').getByTestId('notification-day').first().waitFor();
      await screenshot(page, 'notifications-guardian-desktop');
      await expectAccessible(page);

      await page.setViewportSize(PHONE);
      await expectNoOverflowOrOverlap(page, '[data-testid="notification"]');
      await screenshot(page, 'notifications-guardian-phone');

      await item.getByRole('button').click();
      await envelope(2).waitFor();
      expect(await item.getByText('ungelesen').count()).toBe(0);
    } finally {
      await guardian.close();
    }
  });

  it("shows a tutor's tabs; a click marks read, ctrl-click unread again; the sent tab lists what was sent", async () => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'lehrer.mueller');
    await envelope(1).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('tab', { name: 'Empfangen' }).waitFor();
    const conference = page.getByTestId('notification').filter({ hasText: 'Lehrerkonferenz' });
    await conference.getByText('ungelesen').waitFor();
    await conference.getByRole('button').click();
    await page.getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();
    await conference.getByRole('button').click({ modifiers: ['Control'] });
    await envelope(1).waitFor();
    await conference.getByText('ungelesen').waitFor();

    await page.getByText('nur ungelesene').click();
    // The filtered list loads (its skeleton first): only the conference, unread again, is in it.
    await conference.waitFor();
    await expect.poll(() => page.getByTestId('notification').count()).toBe(1);
    await page.getByRole('tab', { name: 'Gesendet' }).click();
    expect(await page.getByLabel('nur ungelesene').isDisabled()).toBe(true);
    const sent = page.getByTestId('sent-notification').filter({ hasText: TITLE });
    await sent.getByText('an 7a').waitFor();
    await sent.getByText('Erziehungsberechtigte').waitFor();
    await screenshot(page, 'notifications-tutor-sent-desktop');
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="sent-notification"]');
    await screenshot(page, 'notifications-tutor-sent-phone');
  });

  it('names empty inboxes and sent lists with the spec texts', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'lehrer.klein');
    await page.goto(url('/notifications'));
    await page.getByText('Keine empfangenen Benachrichtigungen vorhanden.').waitFor();
    await page.getByRole('tab', { name: 'Gesendet' }).click();
    await page.getByText('Keine gesendeten Benachrichtigungen vorhanden.').waitFor();
    await screenshot(page, 'notifications-empty-phone');
    await expectAccessible(page);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    const width = String(viewport.width);
    it(`schedules with the German date and time fields and asks before deleting the scheduled one (${width} px)`, async () => {
      const title = `Wandertag ${width}`;
      await page.setViewportSize(viewport);
      await signInToStart(page, 'lehrer.mueller');
      await page.goto(url('/notifications'));
      await page.getByRole('button', { name: 'Benachrichtigung senden' }).click();
      const dialog = page.getByTestId('send-notification-dialog');
      await dialog.getByLabel('Klasse oder Kurs').selectOption('7a');
      await dialog.getByLabel('Titel').fill(title);
      await dialog.getByLabel('Inhalt').fill('Treffpunkt ist um 8 Uhr am Haupteingang.');
      await dialog.getByText('Später senden').click();
      const day = dialog.getByLabel('Datum', { exact: true });
      const time = dialog.getByLabel('Uhrzeit', { exact: true });
      // The app's own fields: German formats whatever the browser's language.
      expect(await day.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
      expect(await time.getAttribute('placeholder')).toBe('hh:mm');
      expect(await time.getAttribute('type')).toBe('text');
      await dialog.getByRole('button', { name: 'Datum: Kalender öffnen' }).click();
      await dialog.getByRole('grid').waitFor();
      await screenshot(page, `send-schedule-picker-${width}`);
      await dialog.getByRole('button', { name: 'Datum: Kalender öffnen' }).click();
      await dialog.getByRole('grid').waitFor({ state: 'detached' });
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
      await day.fill(tomorrow);
      await time.fill('1430');
      await time.blur();
      expect(await time.inputValue()).toBe('14:30');
      await screenshot(page, `send-schedule-fields-${width}`);
      if (viewport === DESKTOP) await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await dialog.getByRole('button', { name: 'Geplant' }).waitFor();
      await dialog.getByRole('button', { name: 'Schließen' }).click();

      await page.getByRole('tab', { name: 'Gesendet' }).click();
      const item = page.getByTestId('sent-notification').filter({ hasText: title });
      await item.getByText(`geplant für ${tomorrow.slice(0, 6)} 14:30 Uhr`).waitFor();
      await item.getByRole('button', { name: 'Geplante Benachrichtigung löschen' }).click();
      const confirm = page.getByTestId('cancel-scheduled-confirm');
      await confirm.getByText('Geplante Benachrichtigung löschen?').waitFor();
      await confirm.getByText(`„${title}“ wird nicht gesendet.`, { exact: false }).waitFor();
      await screenshot(page, `delete-scheduled-confirm-${width}`);
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await confirm.waitFor({ state: 'detached' });
      await item.getByText('geplant für', { exact: false }).waitFor();
      await item.getByRole('button', { name: 'Geplante Benachrichtigung löschen' }).click();
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await item.waitFor({ state: 'detached' });
    });
  }
});
