import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, berlinToday } from '../../shared/week.js';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs, typeDate } from './browser.js';

let browser: BrowserContext;
let page: Page;
// The notifications sent to the swimming course go with the file.
restoreTableAfterFile();

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

const openStudents = async () => {
  await signInAs(page, 'lehrer.mueller');
  await page.getByTestId('start-tiles').getByText('Meine Klassen').click();
  await page.getByTestId('tile-students').click();
  await page.waitForURL(/\/groupOverview\/7a\/students$/);
  await page.getByTestId('group-students-list').waitFor();
};

describe('Meine Klassen: students of a group', () => {
  it('lists the students of the class with their class register entry count and sex chip', async () => {
    await page.setViewportSize(DESKTOP);
    await openStudents();
    await page.getByRole('heading', { level: 1, name: 'Meine Klassen 7a' }).waitFor();
    expect(await page.getByLabel('Klasse', { exact: true }).inputValue()).toBe('7a');
    const rows = page.getByTestId('group-student');
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('Anna Weber')]);
    await rows.first().getByText('weiblich').waitFor({ state: 'attached' });
    // The demo seed's day notes of this and next week and Anna's two Thursday absences.
    expect(await rows.first().getByTestId('entry-count').innerText()).toBe('12 Einträge');
    await rows.first().getByRole('button', { name: 'Abwesenheit eintragen: Anna Weber' }).waitFor();
    await screenshot(page, 'group-students-desktop');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.waitForURL(/\/groupOverview$/);
  });

  it('fits the list on a phone', async () => {
    await page.setViewportSize(PHONE);
    await openStudents();
    await page.getByTestId('group-students-list').getByText('Anna Weber').waitFor();
    await expectNoOverflowOrOverlap(page, '.group-students__item');
    await screenshot(page, 'group-students-phone');
    await expectAccessible(page);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    const width = String(viewport.width);

    it(`expands the student groups: the courses of the class's students, with send buttons per group and student (${width} px)`, async () => {
      await page.setViewportSize(viewport);
      await openStudents();
      const groups = page.getByTestId('student-groups');
      await groups.getByRole('heading', { name: 'Schülergruppen' }).waitFor();
      const robotik = groups.getByTestId('student-group').filter({ hasText: 'AG Robotik' });
      await robotik.getByText('Kurs · 1 Schüler/in dieser Klasse').waitFor();
      const member = robotik.getByTestId('student-group-member').filter({ hasText: 'Anna Weber' });
      expect(await member.isVisible()).toBe(false);
      await robotik.getByText('AG Robotik').click();
      await member.waitFor();
      // The demo school shows own groups: AG Robotik, led by Herr Lorenz, is not Herr Müller's to notify as a whole, and says so.
      const hint = 'Nur die Kursleitung kann an den ganzen Kurs senden.';
      const toGroup = robotik.getByRole('button', { name: 'Benachrichtigung an AG Robotik senden' });
      expect(await toGroup.isDisabled()).toBe(true);
      expect(await toGroup.getAttribute('title')).toBe(hint);
      expect(await robotik.getByTestId('student-group-send-hint').innerText()).toBe(hint);
      const describedBy = await toGroup.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy ?? ''}"]`).innerText()).toBe(hint);
      // Anna's swimming course, which Herr Müller leads: his to notify as a whole.
      const swimming = groups.getByTestId('student-group').filter({ hasText: 'Schwimmkurs' });
      await swimming.getByText('Kurs · 1 Schüler/in dieser Klasse').waitFor();
      await swimming.getByText('Schwimmkurs').click();
      await swimming.getByTestId('student-group-member').filter({ hasText: 'Anna Weber' }).waitFor();
      expect(await swimming.getByTestId('student-group-send-hint').count()).toBe(0);
      expect(await swimming.getByRole('button', { name: 'Benachrichtigung an Schwimmkurs senden' }).isEnabled()).toBe(true);
      await expectNoOverflowOrOverlap(page, '.student-groups__summary, .student-groups__members .group-students__item');
      await screenshot(page, `group-students-groups-${width}`);
      if (viewport === DESKTOP) await expectAccessible(page);

      await member.getByRole('button', { name: 'Benachrichtigung zu Anna Weber senden' }).click();
      const dialog = page.getByTestId('send-notification-dialog');
      await dialog.getByTestId('send-notification-target').waitFor();
      expect(await dialog.getByTestId('send-notification-target').innerText()).toContain('Anna Weber');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    });

    it(`sends from the student groups to a whole course the class tutor leads (${width} px)`, async () => {
      await page.setViewportSize(viewport);
      await openStudents();
      const swimming = page.getByTestId('student-group').filter({ hasText: 'Schwimmkurs' });
      await swimming.getByRole('button', { name: 'Benachrichtigung an Schwimmkurs senden' }).click();
      const dialog = page.getByTestId('send-notification-dialog');
      await dialog.getByText('An: Schwimmkurs').waitFor();
      await dialog.getByText('SchülerInnen', { exact: true }).click();
      expect(await dialog.getByLabel('SchülerInnen').isChecked()).toBe(true);
      await dialog.getByLabel('Titel').fill(`Schwimmkurs: Badekappe (${width} px)`);
      await dialog.getByLabel('Inhalt').fill('Bitte denkt ab dem ersten Termin an eine Badekappe.');
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await dialog.getByRole('button', { name: 'Gesendet' }).waitFor();
      await dialog.getByText(/^Die Benachrichtigung geht an \d+ Person(en)?\.$/).waitFor();
      await screenshot(page, `group-students-group-sent-${width}`);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it(`clears the absence dialog's start-after-end message once the dates are corrected (${width} px)`, async () => {
      await page.setViewportSize(viewport);
      await openStudents();
      await page.getByRole('button', { name: 'Abwesenheit eintragen: Anna Weber' }).click();
      const dialog = page.getByTestId('absence-dialog');
      const later = addDays(berlinToday(), 3);
      await typeDate(dialog.getByLabel('Beginn', { exact: true }), later);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.getByText('Beginn darf nicht nach Ende liegen.').waitFor();
      await dialog.getByText('Ende darf nicht vor Beginn liegen.').waitFor();
      await screenshot(page, `absence-start-after-end-${width}`);
      await typeDate(dialog.getByLabel('Ende', { exact: true }), later);
      await dialog.getByText('Beginn darf nicht nach Ende liegen.').waitFor({ state: 'detached' });
      expect(await dialog.getByText('Ende darf nicht vor Beginn liegen.').count()).toBe(0);
      expect(await dialog.getByLabel('Beginn', { exact: true }).getAttribute('aria-invalid')).toBe('false');
      expect(await dialog.getByLabel('Ende', { exact: true }).getAttribute('aria-invalid')).toBe('false');
      // The times on the 24-hour clock, whatever the browser's language.
      expect(await dialog.getByLabel('Von', { exact: true }).inputValue()).toBe('07:00');
      expect(await dialog.getByLabel('Bis', { exact: true }).inputValue()).toBe('18:00');
      await screenshot(page, `absence-dates-corrected-${width}`);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  }
});
