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

const openMyClasses = async () => {
  await signInAs(page, 'lehrer.mueller');
  await page.getByTestId('start-tiles').getByText('Meine Klassen').click();
  await page.getByTestId('group-tiles').waitFor();
};

describe('Meine Klassen', () => {
  it("shows a class tutor her class and the class's week plan", async () => {
    await page.setViewportSize(DESKTOP);
    await openMyClasses();
    const select = page.getByLabel('Klasse', { exact: true });
    expect(await select.locator('option').allInnerTexts()).toEqual(['7a']);
    expect(await select.inputValue()).toBe('7a');
    expect(await page.getByTestId('tile-person-groups').isDisabled()).toBe(true);
    await page.getByTestId('tile-person-groups').getByText('bald verfügbar').waitFor();
    expect(await page.getByTestId('tile-students').getAttribute('href')).toBe('/groupOverview/7a/students');
    await screenshot(page, 'my-classes-overview-desktop');
    await expectAccessible(page);

    await page.getByTestId('tile-mygroups').click();
    await page.waitForURL(/\/mygroups\/7a$/);
    await page.getByTestId('weekplan-grid').waitFor();
    expect(await page.getByTestId('mygroups-page').getAttribute('data-view')).toBe('week');
    expect(await page.locator('.weekplan-grid__day').count()).toBe(5);
    expect(await page.getByTestId('event-tile').count()).toBeGreaterThan(10);
    await page.getByText('nur für Lehrkräfte').first().waitFor();
    expect(await page.getByLabel('Klasse', { exact: true }).inputValue()).toBe('7a');
    await expectNoOverflowOrOverlap(page, '.weekplan-grid__day');
    await screenshot(page, 'my-classes-weekplan-desktop');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Zu Datum springen' }).click();
    await page.getByLabel('Datum', { exact: true }).fill('2027-08-04');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await page.getByTestId('weekplan-empty').getByText('Keine Veranstaltungen vorhanden').waitFor();
    await page.getByRole('button', { name: 'Zu Datum springen' }).click();
    await page.getByRole('button', { name: 'Heute' }).click();
    await page.getByTestId('weekplan-grid').waitFor();
  });

  it('shows the day view of the class on a phone', async () => {
    await page.setViewportSize(PHONE);
    await openMyClasses();
    await screenshot(page, 'my-classes-overview-phone');
    await page.getByTestId('tile-mygroups').click();
    await page.getByTestId('weekplan-grid').waitFor();
    expect(await page.getByTestId('mygroups-page').getAttribute('data-view')).toBe('day');
    expect(await page.locator('.weekplan-grid__day').count()).toBe(1);
    expect(await page.getByTestId('event-tile').count()).toBeGreaterThan(0);
    await expectNoOverflowOrOverlap(page, '.event-tile');
    await screenshot(page, 'my-classes-weekplan-phone');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Nächster Tag' }).click();
    expect(await page.getByTestId('weekplan-range').innerText()).not.toMatch(/^(Samstag|Sonntag)/);
  });
});
