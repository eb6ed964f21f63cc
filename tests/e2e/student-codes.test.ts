import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGuardianCodes, pendingDemoPeople, type PendingPerson } from '../../scripts/seed/demo-pending-people.js';
import { expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs } from './browser.js';

/**
 * Student 40 of the demo school (guardian code 'guar040'), the last of the students reserved for
 * the e2e tests (31 to 40) and used by no other test. Linking consumes the code, so the child can
 * be added once per seeded stack. Anna and Ben stay linked to eltern.weber for the other tests.
 */
const child = pendingDemoPeople.filter(
  (person) => person.role === 'student' && person.schoolId === 'lindenhof',
)[39] as Required<PendingPerson>;

let browser: BrowserContext;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

const openStudentCodes = async (page: Page) => {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Schüler-Codes verwalten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schüler-Codes verwalten' });
  await dialog.waitFor();
  return dialog;
};

const addCode = async (page: Page, code: string) => {
  const dialog = page.getByTestId('student-codes-dialog');
  await dialog.getByLabel('Aktivierungscode').fill(code);
  await dialog.getByRole('button', { name: 'hinzufügen' }).click();
};

const childNames = (page: Page) => page.getByTestId('linked-students').locator('.student-codes__text > span:first-child').allInnerTexts();

describe('student codes', () => {
  it('a guardian adds a child by its code; empty, invalid and already linked codes are refused', async () => {
    const page = await browser.newPage();
    await signInAs(page, 'eltern.weber');
    const dialog = await openStudentCodes(page);
    expect(await childNames(page)).toEqual(['Anna Weber', 'Ben Weber']);

    await dialog.getByRole('button', { name: 'hinzufügen' }).click();
    await dialog.getByText('Das Feld muss ausgefüllt werden.').waitFor();
    await addCode(page, 'zzzzzzz');
    await dialog.getByText('Dieser Code ist nicht oder nicht mehr gültig.').waitFor();
    await addCode(page, demoGuardianCodes['schueler.anna']);
    await dialog.getByText('Schüler bereits hinzugefügt').waitFor();

    await addCode(page, ` ${child.guardianCode.toUpperCase()} `);
    await dialog.getByText('Schüler erfolgreich hinzugefügt.').waitFor();
    expect(await childNames(page)).toEqual(['Anna Weber', 'Ben Weber', child.displayName]);
    expect(await dialog.getByLabel('Aktivierungscode').inputValue()).toBe('');
    await screenshot(page, 'student-codes-added-desktop');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('student-switch').getByText(child.displayName).waitFor();
    await page.close();
  });

  it('removes the new child after confirming, also as the active one; the phone layout fits', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await signInAs(page, 'eltern.weber');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('student-switch').getByText(child.displayName).click();
    await page.getByTestId('active-student-name').getByText(child.displayName).waitFor();

    const dialog = await openStudentCodes(page);
    await expectNoOverflowOrOverlap(page, '[data-testid="linked-students"] li');
    await screenshot(page, 'student-codes-phone');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: `${child.displayName} entfernen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Kind entfernen?' });
    await confirm.getByText(`${child.displayName} wird nicht mehr mit deinem Konto verknüpft.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await childNames(page)).toEqual(['Anna Weber', 'Ben Weber', child.displayName]);

    await dialog.getByRole('button', { name: `${child.displayName} entfernen` }).click();
    await screenshot(page, 'student-codes-confirm-phone');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText(child.displayName).waitFor({ state: 'detached' });
    expect(await childNames(page)).toEqual(['Anna Weber', 'Ben Weber']);
    expect(await dialog.getByRole('button', { name: 'Anna Weber entfernen' }).isEnabled()).toBe(true);
    expect(await page.locator(':focus').textContent()).toBe('Verknüpfte Kinder');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('active-student-name').getByText('Anna Weber').waitFor();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    expect(await page.getByTestId('student-switch').getByText(child.displayName).count()).toBe(0);
    await page.close();
  });
});
