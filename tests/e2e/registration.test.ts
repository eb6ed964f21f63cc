import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingDemoPeople, type PendingPerson } from '../../scripts/seed/demo-pending-people.js';
import { defined } from '../fixtures/defined.js';
import { expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, url } from './browser.js';

/** Students 31 to 40 of the demo school are reserved for these tests (the integration tests use 1 to 30). */
const student = (index: number) =>
  pendingDemoPeople.filter((person) => person.role === 'student' && person.schoolId === 'lindenhof')[index - 1] as Required<PendingPerson>;

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Amplify's checkboxes hide the input behind the label: click the label like a person. */
const tick = (target: Page, label: string) => target.getByText(label, { exact: true }).first().click();

const fillCredentials = async (target: Page, { email }: { email?: string } = {}) => {
  if (email) await target.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  else {
    await tick(target, 'Ich möchte keine E-Mail-Adresse angeben');
    await target.getByRole('dialog', { name: 'Ohne E-Mail-Adresse' }).getByRole('button', { name: 'Schließen' }).click();
  }
  await target.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await target.getByLabel('Passwort wiederholen', { exact: true }).fill('geheim123');
  await tick(target, 'Ich akzeptiere die Nutzungsbedingungen');
  await target.getByRole('dialog', { name: 'Nutzungsbedingungen' }).getByRole('button', { name: 'Akzeptieren' }).click();
};

describe('registration', () => {
  it('a guardian registers with two codes and sees both children', async () => {
    page = await browser.newPage();
    await page.goto(url('/registerGuardian'));
    await page.getByRole('button', { name: 'Neu registrieren' }).click();
    await screenshot(page, 'register-guardian-codes-empty-desktop');
    await page.getByRole('button', { name: 'Probleme mit dem Aktivierungscode?' }).click();
    await page.getByTestId('support-ticket-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('support-ticket-dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page
      .getByText('Bevor du fortfahren kannst, musst du mindestens einen gültigen Aktivierungscode deinem Account hinzugefügt haben.')
      .waitFor();

    await page.getByRole('button', { name: 'hinzufügen' }).click();
    await page.getByText('Das Feld muss ausgefüllt werden.').waitFor();
    await page.getByLabel('Aktivierungscode').fill('zzzzzzz');
    await page.getByRole('button', { name: 'hinzufügen' }).click();
    await page.getByText('Dieser Code ist nicht oder nicht mehr gültig.').waitFor();

    for (const child of [student(31), student(32)]) {
      await page.getByLabel('Aktivierungscode').fill(` ${child.guardianCode.toUpperCase()} `);
      await page.getByRole('button', { name: 'hinzufügen' }).click();
      await page.getByTestId('added-students').getByText(`${child.displayName} (`).waitFor();
    }
    await page.getByLabel('Aktivierungscode').fill(student(31).guardianCode);
    await page.getByRole('button', { name: 'hinzufügen' }).click();
    await page.getByText('Aktivierungscode bereits hinzugefügt').waitFor();
    await tick(page, 'für dieses Kind sorgeberechtigt');
    expect(await page.getByRole('checkbox', { name: 'für dieses Kind sorgeberechtigt' }).first().isChecked()).toBe(true);
    await screenshot(page, 'register-guardian-codes-desktop');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Weiter' }).click();
    const username = await page.getByLabel('Benutzerkennung').inputValue();
    expect(username).toMatch(/^[a-z0-9.]{10,25}$/);
    expect(await page.getByLabel('Benutzerkennung').getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByText('Fehler bei der Eingabe erkannt.').waitFor();
    await page.getByText('Anzeigename wird benötigt').waitFor();
    await page.getByText('Die Nutzungsbedingungen müssen zur Registrierung akzeptiert werden.').waitFor();
    await page.getByLabel('Anzeigename').fill('Familie Wolf');
    await fillCredentials(page);
    await screenshot(page, 'register-guardian-credentials-desktop');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Registrieren' }).click();

    await page.waitForURL(url('/'));
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const children = page.getByTestId('student-switch');
    await children.getByText(student(31).displayName).waitFor();
    await children.getByText(student(32).displayName).waitFor();
    await page.close();
  });

  it('a student registers with a code check and lands on the start page; the phone layout fits', async () => {
    page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(url('/registerStudent'));
    await page.getByRole('button', { name: 'Neu registrieren' }).click();
    await page.getByLabel('Aktivierungscode').fill(student(33).guardianCode);
    await page.getByRole('button', { name: 'Code prüfen' }).click();
    await page.getByText('Dieser Code ist keiner SchülerIn zugeordnet.').waitFor();
    await page.getByLabel('Aktivierungscode').fill(student(33).code);
    await page.getByRole('button', { name: 'Code prüfen' }).click();
    await page.getByText('Aktivierungscode akzeptiert. Bitte vergib dir nun deine Zugangsdaten:').waitFor();
    expect(await page.getByRole('button', { name: 'Code prüfen' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Weiter' }).isEnabled()).toBe(true);
    await screenshot(page, 'register-student-code-phone');
    await expectAccessible(page);
    await expectNoOverflowOrOverlap(page, '.stepper__step');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await tick(page, 'Ich akzeptiere die Nutzungsbedingungen');
    await page.getByRole('dialog', { name: 'Nutzungsbedingungen' }).getByRole('button', { name: 'Abbrechen' }).click();
    expect(await page.getByLabel('Ich akzeptiere die Nutzungsbedingungen').isChecked()).toBe(false);
    await fillCredentials(page, { email: 'neu.schueler@example.org' });
    await screenshot(page, 'register-student-credentials-phone');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Wochenplan' }).waitFor();
    await page.close();
  });

  it("a tutor's cancel asks 'Wirklich abbrechen?' after the code check and goes to /signUp", async () => {
    page = await browser.newPage();
    await page.goto(url('/registerTutor'));
    await page.getByRole('button', { name: 'Neu registrieren' }).click();
    const tutor = defined(pendingDemoPeople.filter((person) => person.role === 'tutor')[5], 'a sixth pending tutor');
    await page.getByLabel('Aktivierungscode').fill(tutor.code);
    await page.getByRole('button', { name: 'Code prüfen' }).click();
    await page.getByText('Aktivierungscode akzeptiert. Bitte vergib dir nun deine Zugangsdaten:').waitFor();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await tick(page, 'Ich bin KlassenlehrerIn');
    await page.getByLabel('Klasse', { exact: true }).waitFor();
    await screenshot(page, 'register-tutor-credentials-desktop');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('dialog', { name: 'Wirklich abbrechen?' }).getByRole('button', { name: 'Ja' }).click();
    await page.waitForURL(url('/signUp'));
    await page.close();
  });
});
