import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs } from './browser.js';

let browser: BrowserContext;
let page: Page;

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
    await page.getByText('Anna Weber').waitFor();
    await expectNoOverflowOrOverlap(page, '.group-students__item');
    await screenshot(page, 'group-students-phone');
    await expectAccessible(page);
  });
});
