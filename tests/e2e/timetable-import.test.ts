import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUntisFixture } from '../fixtures/untis/untis-fixtures.js';
import { seedUntisTestSchool, untisSampleFiles, type UntisTestPeople } from '../fixtures/untis-test-school.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs, url } from './browser.js';

/** A school of its own (not the integration test's), so both may import at the same time. */
const SCHOOL = 'untis-e2e';

let people: UntisTestPeople;
let files: string[];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  people = await seedUntisTestSchool(SCHOOL);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-untis-'));
  files = [...untisSampleFiles(), { name: 'GPU018.TXT', bytes: readUntisFixture('GPU018.TXT') }].map((file) => {
    const target = path.join(folder, file.name);
    fs.writeFileSync(target, file.bytes);
    return target;
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** Admin-Bereich → Stundenplan importieren, as an admin finds it. */
const openImport = async (viewport: typeof DESKTOP) => {
  const context = await openBrowser(viewport);
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, people.admin.username);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('menu-admin').click();
  await page.getByTestId('admin-page').waitFor();
  await screenshot(page, `timetable-import-admin-${viewport === PHONE ? 'phone' : 'desktop'}`);
  await page.getByRole('region', { name: 'Stundenplan importieren' }).getByRole('link', { name: 'Untis-Dateien importieren' }).click();
  await page.getByTestId('timetable-import-page').waitFor();
  return page;
};

const uploadAndImport = async (page: Page, name: string) => {
  await page.getByLabel('Untis-Dateien').setInputFiles(files);
  await page.getByText('9 Dateien ausgewählt').waitFor();
  await page.getByRole('button', { name: 'Dateien prüfen' }).click();
  const detected = page.getByTestId('detected-files');
  await detected.waitFor();
  await screenshot(page, `${name}-detected`);
  await page.getByRole('button', { name: 'Import starten' }).click();
  await page.locator('[data-testid="import-job"][data-status="done"]').waitFor({ timeout: 60_000 });
  return detected;
};

describe('Stundenplan importieren', () => {
  it('uploads the Untis exports, shows what each file is and the result counts (desktop)', async () => {
    const page = await openImport(DESKTOP);
    const detected = await uploadAndImport(page, 'timetable-import-desktop');
    expect(await detected.getByRole('row').count()).toBe(10);
    const gpu001 = detected.getByRole('row', { name: /GPU001\.TXT/ });
    expect(await gpu001.innerText()).toMatch(/Stundenplan \(GPU001\)\s+Windows-1252 \(ANSI\)\s+Komma\s+15/);
    expect(await detected.getByRole('row', { name: /time\.txt/ }).innerText()).toMatch(/Zeitraster \(time\.txt\)\s+UTF-8\s+Tabulator\s+40/);
    expect(await detected.getByRole('row', { name: /GPU018\.TXT/ }).innerText()).toMatch(
      /Ferien \(GPU018\)\s+Windows-1252 \(ANSI\)\s+Semikolon\s+14/,
    );
    await page.getByRole('heading', { name: 'Import abgeschlossen' }).waitFor();
    const counts = page.getByTestId('import-counts');
    const lessons = await counts.getByRole('row', { name: /Unterrichtsstunden/ }).innerText();
    const [created = NaN, updated, deleted, unchanged = NaN] = lessons.split(/\s+/).slice(1).map(Number);
    expect(created + unchanged).toBeGreaterThan(400);
    expect([updated, deleted]).toEqual([0, 0]);
    await page.getByText('8 Vertretungen übernommen.').waitFor();
    await page.getByText(/^An \d+ Ferien- und Feiertagen keine Stunden eingetragen\.$/).waitFor();
    const warning = page.getByTestId('import-warnings').getByRole('listitem').filter({ hasText: 'GPU014.TXT, Zeile 8:' });
    expect(await warning.innerText()).toBe(
      'GPU014.TXT, Zeile 8: Die Stunde findet am 12.03.2026 laut Stundenplan nicht statt; nicht übernommen',
    );
    await screenshot(page, 'timetable-import-desktop');
    await expectAccessible(page);
  });

  it('imports the same files again without new lessons (phone)', async () => {
    const page = await openImport(PHONE);
    await uploadAndImport(page, 'timetable-import-phone');
    const lessons = await page
      .getByTestId('import-counts')
      .getByRole('row', { name: /Unterrichtsstunden/ })
      .innerText();
    const [created, updated, deleted] = lessons.split(/\s+/).slice(1).map(Number);
    expect([created, updated, deleted]).toEqual([0, 0, 0]);
    await screenshot(page, 'timetable-import-phone');
    await expectNoOverflowOrOverlap(page, '[data-testid="timetable-import-page"] .amplify-card > .amplify-flex > *');
    await expectAccessible(page);
  });

  it("shows the imported lessons with the cancellation in the student's week plan", async () => {
    const context = await openBrowser(DESKTOP);
    contexts.push(context);
    const page = await context.newPage();
    await signInAs(page, people.student.username);
    await page.waitForURL(url('/'));
    await page.goto(url('/weekplan'));
    await page.getByRole('button', { name: 'Zu Datum springen' }).click();
    await page.getByLabel('Datum', { exact: true }).fill('2026-03-11');
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    const cancelled = page.getByTestId('event-tile').filter({ hasText: 'Ausfall: Aufgaben im Moodle' });
    await cancelled.waitFor();
    expect(await cancelled.locator('.event-tile__name del').innerText()).toBe('Deutsch 5b');
    await page.getByTestId('event-tile').filter({ hasText: 'Theater-AG 5b' }).waitFor();
    await expectNoOverflowOrOverlap(page, '.weekplan-grid__day');
    await screenshot(page, 'timetable-import-weekplan-student');
  });
});
