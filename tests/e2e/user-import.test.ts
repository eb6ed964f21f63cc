import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvFile } from '../fixtures/import-csv.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs } from './browser.js';

/** A student file in Windows-1252; row 3 lacks the first name until it is fixed. */
const writeFile = (name: string, firstnameOfRow3: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-import-')), name);
  fs.writeFileSync(
    file,
    csvFile([
      ['Nachname', 'Vorname', 'Klasse', 'Geschlecht'],
      ['Brösel', 'Jürgen', 'E2E', 'männlich'],
      ['Häberle', firstnameOfRow3, 'E2E', 'weiblich'],
      ['Weber', 'Anna', '7a', 'weiblich'],
      ['Brösel', 'Jürgen', 'E2E', 'männlich'],
    ]),
  );
  return file;
};

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const openImport = async (viewport: typeof DESKTOP) => {
  const context = await openBrowser(viewport);
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, 'lehrer.mueller');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('menu-admin').click();
  await page.getByTestId('admin-page').waitFor();
  await page.getByRole('link', { name: 'SchülerInnen hinzufügen' }).click();
  await page.getByTestId('user-import-page').waitFor();
  return page;
};

const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click();
const confirm = async (page: Page, question: string) => {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('user import wizard', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openImport(DESKTOP);
  });

  it('shows a faulty row with its number, then takes the fixed file', async () => {
    expect(await page.getByText('Datei auswählen', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('chosen-files').innerText()).toBe('Keine Datei ausgewählt');
    await page.getByLabel('CSV-Datei').setInputFiles(writeFile('fehler.csv', ''));
    expect(await page.getByTestId('chosen-files').innerText()).toBe('fehler.csv');
    const problem = page.getByTestId('import-problem');
    await problem.getByText('Fehlerhafte Daten. Bitte versuche es mit korrigierten Daten erneut.').waitFor();
    expect(await problem.locator('tbody tr').allInnerTexts()).toEqual(['3\tFehlender Eintrag in Spalte(n): Vorname']);
    expect(await page.getByRole('button', { name: 'Weiter' }).isDisabled()).toBe(true);
    await screenshot(page, 'user-import-error-desktop');
    await expectAccessible(page);

    await page.getByLabel('CSV-Datei').setInputFiles(writeFile('korrigiert.csv', 'Lötte'));
    await page.getByText('4 Einträge erkannt.').waitFor();
    expect(await problem.count()).toBe(0);
  });

  it('says that a file other than CSV must be a CSV file, and nothing about its columns', async () => {
    const other = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-import-')), 'klassenliste.pdf');
    fs.writeFileSync(other, '%PDF-1.4 Klassenliste');
    await page.getByLabel('CSV-Datei').setInputFiles(other);
    await page.getByRole('alert').getByText('Die Datei muss eine CSV-Datei sein.').waitFor();
    expect(await page.getByText('Fehlende Spalte', { exact: false }).count()).toBe(0);
    expect(await page.getByTestId('import-problem').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Weiter' }).isDisabled()).toBe(true);
    await screenshot(page, 'user-import-not-csv-desktop');

    await page.getByLabel('CSV-Datei').setInputFiles(writeFile('korrigiert.csv', 'Lötte'));
    await page.getByText('4 Einträge erkannt.').waitFor();
    expect(await page.getByText('Die Datei muss eine CSV-Datei sein.').count()).toBe(0);
  });

  it('goes through duplicates, existing users and summary, creates and shows the result', async () => {
    await next(page);
    const duplicates = page.getByTestId('import-duplicates');
    await duplicates.getByText('Brösel, Jürgen: Zeilen 2, 5').waitFor();
    await next(page);
    await duplicates.getByText('Um fortzufahren, setze bitte das Häkchen oder importiere neue Daten.').waitFor();
    await screenshot(page, 'user-import-duplicates-unconfirmed-desktop');
    await duplicates.getByText('Doppelte Einträge behalten').click();
    await screenshot(page, 'user-import-duplicates-desktop');
    await next(page);
    await page.getByRole('dialog', { name: 'Zur Sicherheit: Willst du wirklich die doppelten Einträge anlegen?' }).waitFor();
    await screenshot(page, 'user-import-duplicates-confirm-desktop');
    await confirm(page, 'Zur Sicherheit: Willst du wirklich die doppelten Einträge anlegen?');

    const existing = page.getByTestId('import-existing');
    await existing.getByText('Zeile 4: Weber, Anna (vorhanden in 7a)').waitFor();
    await next(page);
    await existing.getByText('Um fortzufahren, setze bitte das Häkchen oder importiere neue Daten.').waitFor();
    await existing.getByText('Verstanden: bereits vorhandene Benutzer').click();
    await next(page);

    const summary = page.getByTestId('import-summary');
    await summary.waitFor();
    await screenshot(page, 'user-import-summary-desktop');
    await summary.getByRole('button', { name: 'Benutzer anlegen' }).click();
    await confirm(page, 'Willst du die angegebenen Benutzer jetzt anlegen?');

    await page.getByTestId('import-finished').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-created').innerText()).toBe('3');
    await screenshot(page, 'user-import-done-desktop');
    await expectAccessible(page);
  });
});

describe('user import wizard on a phone', () => {
  it('fits the screen, and cancelling asks first', async () => {
    const page = await openImport(PHONE);
    await page.getByLabel('CSV-Datei').setInputFiles(writeFile('fehler.csv', ''));
    await page.getByTestId('import-problem').waitFor();
    await screenshot(page, 'user-import-error-phone');
    const other = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-import-')), 'klassenliste.xlsx');
    fs.writeFileSync(other, 'PK');
    await page.getByLabel('CSV-Datei').setInputFiles(other);
    await page.getByText('Die Datei muss eine CSV-Datei sein.').waitFor();
    await screenshot(page, 'user-import-not-csv-phone');
    await expectNoOverflowOrOverlap(page, '.stepper__step');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm(page, 'Willst du wirklich den Vorgang abbrechen?');
    await page.getByTestId('admin-page').waitFor();
    await screenshot(page, 'user-import-admin-card-phone');
  });
});
