import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayOverviewDays } from '../../shared/today.js';
import { removeAbsencesWithNotice } from '../fixtures/classbook-cleanup.js';
import { DESKTOP, expectAccessible, openBrowser, PHONE, screenshot, signInAs, signInToStart, typeDate, url } from './browser.js';

/**
 * 'Krankmeldung': eltern.weber reports Anna (7a) sick for the first day of the today overview
 * (today, or the next school day after the break hour); Frau Müller, 7a's class teacher who teaches
 * it every day, sees it among the absent students and confirms it.
 */
const [first] = todayOverviewDays(new Date());
const NOTICE = 'e2e: Krankmeldung mit Fieber';

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

const [year, month, dayOfMonth] = first.day.split('-');
const germanFirst = `${dayOfMonth}.${month}.${year}`;

const annaSickNote = () => page.getByTestId('today-day').first().getByTestId('today-absence').filter({ hasText: NOTICE });

describe('sick note', () => {
  it('eltern.weber reports Anna sick from the start page', async () => {
    await page.setViewportSize(PHONE);
    await signInAs(page, 'eltern.weber');
    await page.getByTestId('tile-sickNote').click();
    const dialog = page.getByTestId('sick-note-dialog');
    await dialog.getByRole('heading', { name: 'Krankmeldung für Anna Weber' }).waitFor();
    await typeDate(dialog.getByRole('textbox', { name: 'Erster Krankheitstag' }), first.day);
    await typeDate(dialog.getByRole('textbox', { name: 'Letzter Krankheitstag' }), first.day);
    await dialog.getByLabel('Notiz (optional)').fill(NOTICE);
    await screenshot(page, 'sick-note-dialog-phone');
    await dialog.getByRole('button', { name: 'Krankmelden' }).click();
    await dialog.getByRole('status').getByText(`Krankmeldung gesendet für: ${germanFirst}`).waitFor();
    await screenshot(page, 'sick-note-sent-phone');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await page.getByTestId('start-tiles').waitFor();
  });

  it('the class teacher sees it on the today overview and confirms it', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'lehrer.mueller');
    await page.goto(url('/todayOverview'));
    await page.getByTestId('today-day').first().getByTestId('today-section-absences').waitFor();
    await screenshot(page, 'sick-note-today-overview-desktop');
    const item = annaSickNote();
    await item.getByText('von Erziehungsberechtigten gemeldet').waitFor();
    expect(await item.innerText()).toContain('Krankheit');
    expect(await item.innerText()).toContain(NOTICE);
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, 'sick-note-today-desktop');
    await item.getByRole('button', { name: 'Bestätigen' }).click();
    await item.getByText('von Erziehungsberechtigten gemeldet · bestätigt').waitFor();
    expect(await item.getByRole('button', { name: 'Bestätigen' }).count()).toBe(0);
    await screenshot(page, 'sick-note-confirmed-desktop');
    await expectAccessible(page);

    // The phone layout renders the day anew: the (whole-page) screenshot waits until the item is there again.
    await page.setViewportSize(PHONE);
    await annaSickNote().getByText('von Erziehungsberechtigten gemeldet · bestätigt').waitFor();
    await screenshot(page, 'sick-note-confirmed-phone');
  });
});
