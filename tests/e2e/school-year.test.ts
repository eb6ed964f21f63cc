import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import {
  DESKTOP,
  expectAccessible,
  expectNoOverflowOrOverlap,
  openBrowser,
  PHONE,
  screenshot,
  signInToStart,
  typeDate,
  url,
} from './browser.js';

/**
 * 'Schuljahr' in the admin area: Herr Müller prepares 2027/28 with the autumn holidays, is refused
 * an end before the start, and switches the year active; in Meine Klassen he then chooses 2026/27,
 * whose 7a is read only. The switch changes the demo school: the table is restored after the file.
 */
restoreTableAfterFile();

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('school year in the admin area', () => {
  it('an admin prepares the next year with a holiday and switches it active', async () => {
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/admin'));
    const card = page.getByRole('region', { name: 'Schuljahr' });
    await card.getByTestId('school-year-2026-27').getByText('aktiv').waitFor();
    const form = card.getByTestId('prepare-school-year');
    await typeDate(form.getByTestId('school-year-start'), '2027-08-01');
    await typeDate(form.getByTestId('school-year-end'), '2027-07-01');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Das Ende des Schuljahres muss nach seinem Beginn liegen.').waitFor();

    await typeDate(form.getByTestId('school-year-end'), '2028-07-31');
    await form.getByRole('button', { name: 'Ferien hinzufügen' }).click();
    await form.getByTestId('holiday-name-0').fill('Herbstferien');
    await typeDate(form.getByTestId('holiday-from-0'), '2027-10-11');
    await typeDate(form.getByTestId('holiday-to-0'), '2027-10-23');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await card.getByText('Das Schuljahr ist vorbereitet.').waitFor();
    await card.getByTestId('school-year-2027-28').getByText('vorbereitet').waitFor();
    await screenshot(page, 'school-year-1280');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Schuljahr 2027/28 aktivieren' }).click();
    await page.getByTestId('activate-school-year').getByRole('button', { name: 'Aktivieren' }).click();
    await card.getByText('Das Schuljahr 2027/28 ist jetzt aktiv.').waitFor();
    await card.getByTestId('school-year-2026-27').getByText('vergangen').waitFor();
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid^="school-year-"]');
    await screenshot(page, 'school-year-375');
  });

  it('Meine Klassen shows the past year read only', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(url('/groupOverview'));
    await page.getByTestId('groups-empty').waitFor();
    await page.getByLabel('Schuljahr').selectOption({ label: '2026/27' });
    const hint = 'Das Schuljahr 2026/27 ist abgeschlossen. Einträge sind nicht mehr möglich.';
    await page.getByTestId('school-year-closed').getByText(hint).waitFor();
    await page.getByTestId('group-select').getByLabel('Klasse').selectOption({ label: '7a' });
    await screenshot(page, 'school-year-groups-1280');
    await page.getByTestId('tile-students').click();
    await page.waitForURL(/\/groupOverview\/7a\/students\?schoolYearId=2026-27$/);
    await page.getByTestId('school-year-closed').getByText(hint).waitFor();
    const absence = page.getByTestId('enter-absence').first();
    await absence.waitFor();
    if (!(await absence.isDisabled())) throw new Error("'Abwesenheit eintragen' is enabled in a past year");
    if ((await page.getByTestId('send-to-group').count()) > 0) throw new Error('the letter to the past class is offered');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="group-student"]');
    await screenshot(page, 'school-year-groups-375');
  });
});
