import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayOverviewDays } from '../../shared/today.js';
import { removeAbsencesWithNotice } from '../fixtures/classbook-cleanup.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInAs, signInToStart, typeDate, url } from './browser.js';

/**
 * 'Abwesenheit eintragen' from Meine Klassen: Frau Müller, 7a's class teacher, enters Anna's
 * absence for the first day of the today overview, then removes it there (she teaches 7a every
 * day). Whatever is left is removed afterwards, so the start page, today overview and statistics
 * tests see the seed.
 */
const [first] = todayOverviewDays(new Date());
const NOTICE = 'e2e: Abwesenheit aus Meine Klassen';

let browser: BrowserContext;
let page: Page;

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});
afterAll(() => removeAbsencesWithNotice(first.day, NOTICE));

const annaRow = () => page.getByTestId('group-student').filter({ hasText: 'Anna Weber' });

describe('Abwesenheit eintragen from Meine Klassen', () => {
  it('the class teacher enters Anna’s absence and sees her entry count go up', async () => {
    await page.setViewportSize(PHONE);
    await signInAs(page, 'lehrer.mueller');
    await page.getByTestId('start-tiles').getByText('Meine Klassen').click();
    await page.getByTestId('tile-students').click();
    await page.waitForURL(/\/groupOverview\/7a\/students$/);
    const count = annaRow().getByTestId('entry-count');
    const before = Number.parseInt(await count.innerText(), 10);
    await annaRow().getByRole('button', { name: 'Abwesenheit eintragen: Anna Weber' }).click();
    const dialog = page.getByTestId('absence-dialog');
    await dialog.getByRole('heading', { name: 'Abwesenheit eintragen: Anna Weber' }).waitFor();
    expect(await dialog.getByRole('switch', { name: 'Ganztägig' }).isChecked()).toBe(true);
    await typeDate(dialog.getByRole('textbox', { name: 'Beginn' }), first.day);
    await typeDate(dialog.getByRole('textbox', { name: 'Ende' }), first.day);
    await dialog.getByLabel('Grund').selectOption({ label: 'beurlaubt' });
    await dialog.getByLabel('Notiz').fill(NOTICE);
    await screenshot(page, 'group-absence-dialog-phone', { fullPage: false });
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'group-absence-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await count.getByText(`${before + 1} Einträge`).waitFor();
    await screenshot(page, 'group-absence-entered-desktop');
  });

  it('she removes it from the today overview’s absent students', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/todayOverview'));
    const item = page.getByTestId('today-day').first().getByTestId('today-absence').filter({ hasText: NOTICE });
    await item.getByText('beurlaubt').waitFor();
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'absence-change-today-desktop');
    // The phone layout shows the day in another tree: switch before the dialog opens.
    await page.setViewportSize(PHONE);
    await item.getByRole('button', { name: 'Ändern' }).click();
    const dialog = page.getByTestId('absence-dialog');
    await dialog.getByRole('heading', { name: 'Abwesenheit ändern: Anna Weber' }).waitFor();
    expect(await dialog.getByLabel('Grund').inputValue()).toBe('3');
    expect(await dialog.getByLabel('Notiz').inputValue()).toBe(NOTICE);
    await screenshot(page, 'absence-change-dialog-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    const question = page.getByTestId('absence-remove-confirm');
    await question.getByText('Diese Aktion kann nicht rückgängig gemacht werden.').waitFor();
    await screenshot(page, 'absence-remove-confirm-phone', { fullPage: false });
    await expectAccessible(page);
    await question.getByRole('button', { name: 'löschen', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(0);
    await screenshot(page, 'absence-removed-phone');
  });
});
