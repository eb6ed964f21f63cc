import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import {
  DESKTOP,
  expectAccessible,
  expectEditConflict,
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
 * whose 7a is read only. Then he prepares 2028/29 in two tabs: the second keeps its input when the first
 * saved meanwhile and loads the new state. The switch changes the demo school: the table is restored after the file.
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

  it("keeps the second tab's input when the holidays were saved meanwhile, names what changed and loads the new state", async () => {
    const openForm = async (tab: Page) => {
      await tab.goto(url('/admin'));
      const form = tab.getByRole('region', { name: 'Schuljahr' }).getByTestId('prepare-school-year');
      await form.getByTestId('school-year-start').waitFor();
      return form;
    };
    await page.setViewportSize(DESKTOP);
    const firstForm = await openForm(page);
    await typeDate(firstForm.getByTestId('school-year-start'), '2028-08-01');
    await typeDate(firstForm.getByTestId('school-year-end'), '2029-07-31');
    await firstForm.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Schuljahr ist vorbereitet.').waitFor();

    const second = await browser.newPage();
    await second.setViewportSize(PHONE);
    const secondForm = await openForm(second);
    await expect.poll(() => secondForm.getByTestId('school-year-end').inputValue()).toBe('31.07.2029');
    await page.reload();
    await firstForm.getByRole('button', { name: 'Ferien hinzufügen' }).click();
    await firstForm.getByTestId('holiday-name-0').fill('Herbstferien');
    await typeDate(firstForm.getByTestId('holiday-from-0'), '2028-10-16');
    await typeDate(firstForm.getByTestId('holiday-to-0'), '2028-10-28');
    await firstForm.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Das Schuljahr ist vorbereitet.').waitFor();

    await typeDate(secondForm.getByTestId('school-year-end'), '2029-07-20');
    await secondForm.getByRole('button', { name: 'Speichern' }).click();
    const conflict = await expectEditConflict(secondForm, 'Die Ferien wurden gespeichert, während du sie bearbeitet hast.', 'Ferien');
    expect(await secondForm.getByTestId('school-year-end').inputValue()).toBe('20.07.2029');
    await conflict.scrollIntoViewIfNeeded();
    await screenshot(second, 'school-year-holidays-edit-conflict-375', { fullPage: false });
    await expectNoOverflowOrOverlap(second, '[data-testid="edit-conflict"] button');

    await conflict.getByRole('button', { name: 'Neuen Stand laden' }).click();
    await expect.poll(() => secondForm.getByTestId('holiday-name-0').inputValue()).toBe('Herbstferien');
    await typeDate(secondForm.getByTestId('school-year-end'), '2029-07-20');
    await secondForm.getByRole('button', { name: 'Speichern' }).click();
    await second.getByText('Das Schuljahr ist vorbereitet.').waitFor();
    await second.reload();
    await expect.poll(() => secondForm.getByTestId('school-year-end').inputValue()).toBe('20.07.2029');
    expect(await secondForm.getByTestId('holiday-name-0').inputValue()).toBe('Herbstferien');
    await second.close();
  }, 120_000);
});
