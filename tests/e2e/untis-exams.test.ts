import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUntisFixture } from '../fixtures/untis/untis-fixtures.js';
import { seedUntisTestSchool, untisSampleFiles, type UntisTestPeople } from '../fixtures/untis-test-school.js';
import { DESKTOP, expectAccessible, expectNoOverflowOrOverlap, openBrowser, PHONE, screenshot, signInAs, url } from './browser.js';

/**
 * An admin imports the Untis exports with exams (GPU017) and break supervisions (GPU009); the
 * student of 5b then finds the German exam as 'Klausur' in her week plan, and Frau Weiß her
 * 'Aufsicht' in the corridor, which she opens. A school of its own, so other imports run alongside.
 */
const SCHOOL = 'untis-exams-e2e';
const TAKEN_OVER = '9040;"20260309";3;;0;"WEI";"MUS";;;;;"Gang Nord";"Gang Nord";;;;"Ausflug";131072;;"B";202603061200;" "\r\n';

let people: UntisTestPeople;
let files: string[];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  people = await seedUntisTestSchool(SCHOOL);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-untis-exams-'));
  files = [
    ...untisSampleFiles(TAKEN_OVER),
    { name: 'GPU009.TXT', bytes: readUntisFixture('GPU009.TXT') },
    { name: 'GPU017.TXT', bytes: readUntisFixture('GPU017.TXT') },
  ].map((file) => {
    const target = path.join(folder, file.name);
    fs.writeFileSync(target, file.bytes);
    return target;
  });
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const signedIn = async (username: string, viewport: typeof DESKTOP) => {
  const context = await openBrowser(viewport);
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, username);
  await page.waitForURL(url('/'));
  return page;
};

/** Wochenplan → 'Zu Datum springen', as a person goes to a date. */
const openWeekplanAt = async (page: Page, day: string) => {
  await page.goto(url('/weekplan'));
  await page.getByRole('button', { name: 'Zu Datum springen' }).click();
  await page.getByLabel('Datum', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
};

describe('Klausuren und Pausenaufsichten aus Untis', () => {
  it('imports the exams and break supervisions and counts them in the result', async () => {
    const page = await signedIn(people.admin.username, DESKTOP);
    await page.goto(url('/admin/timetable-import'));
    await page.getByTestId('timetable-import-page').waitFor();
    await page.getByLabel('Untis-Dateien').setInputFiles(files);
    await page.getByText('10 Dateien ausgewählt').waitFor();
    await page.getByRole('button', { name: 'Dateien prüfen' }).click();
    const detected = page.getByTestId('detected-files');
    await detected.waitFor();
    expect(await detected.getByRole('row', { name: /GPU017\.TXT/ }).innerText()).toMatch(
      /Klausuren \(GPU017\)\s+Windows-1252 \(ANSI\)\s+Komma\s+3/,
    );
    expect(await detected.getByRole('row', { name: /GPU009\.TXT/ }).innerText()).toMatch(
      /Pausenaufsichten \(GPU009\)\s+UTF-8 mit BOM\s+Semikolon\s+5/,
    );
    await page.getByRole('button', { name: 'Import starten' }).click();
    await page.locator('[data-testid="import-job"][data-status="done"]').waitFor({ timeout: 60_000 });
    const counts = page.getByTestId('import-counts');
    expect((await counts.getByRole('row', { name: /Klausuren/ }).innerText()).split(/\s+/)).toEqual(['Klausuren', '3', '0', '0', '0']);
    const [, created = NaN] = (await counts.getByRole('row', { name: /Pausenaufsichten/ }).innerText()).split(/\s+/).map(Number);
    expect(created).toBeGreaterThan(100);
    const warning = page.getByTestId('import-warnings').getByRole('listitem').filter({ hasText: 'GPU009.TXT, Zeile 4:' });
    expect(await warning.innerText()).toBe('GPU009.TXT, Zeile 4: Pausenaufsicht „Aula“ ohne Lehrkraft; nicht übernommen');
    await screenshot(page, 'untis-exams-import-result');
    await expectAccessible(page);
  });

  for (const [viewport, name] of [
    [DESKTOP, '1280'],
    [PHONE, '375'],
  ] as const) {
    it(`shows the student the 'Klausur' on top of the German lesson (${name} px)`, async () => {
      const page = await signedIn(people.student.username, viewport);
      await openWeekplanAt(page, '2026-03-10');
      const exam = page.getByTestId('event-tile').filter({ hasText: 'Klausur' });
      await exam.waitFor();
      expect(await exam.innerText()).toMatch(/^Klausur\s+Deutsch 5b\s+08:35–10:25\s+R012[\s\S]*D-KA2: Erörterung, Wörterbuch erlaubt/i);
      // The lesson stays, below the exam in the same period.
      const lesson = page.getByTestId('event-tile').filter({ hasText: /^Deutsch 5b\s*R012/ });
      expect(await lesson.count()).toBeGreaterThan(0);
      await expectNoOverflowOrOverlap(page, '.event-tile');
      await screenshot(page, `untis-exams-weekplan-student-${name}`);
      await expectAccessible(page);
    });

    it(`shows Frau Weiß her 'Aufsicht' with place and time, and opens it (${name} px)`, async () => {
      const page = await signedIn(people.tutor.username, viewport);
      await openWeekplanAt(page, '2026-03-13');
      const supervision = page.getByTestId('event-tile').filter({ hasText: 'Aufsicht' }).filter({ hasText: 'Pausenhalle' });
      await supervision.waitFor();
      expect(await supervision.innerText()).toMatch(/^Aufsicht\s+Pausenhalle\s+07:35–07:45/i);
      await expectNoOverflowOrOverlap(page, '.event-tile');
      await screenshot(page, `untis-exams-weekplan-supervision-${name}`);
      await supervision.click();
      await page.waitForURL(/\/eventDetail\/supervisionDates\//);
      await page.getByTestId('event-name').getByText('Pausenhalle').waitFor();
      await page.getByText('Pause vor: 1. Stunde · 07:35 – 07:45 Uhr').waitFor();
      expect(await page.getByRole('link', { name: 'Tagebuch' }).count()).toBe(0);
      await screenshot(page, `untis-exams-supervision-detail-${name}`);
    });
  }

  it('shows Frau Weiß the supervision Frau Musterfrau takes over: her short name struck through beside the substitute', async () => {
    const page = await signedIn(people.tutor.username, DESKTOP);
    await openWeekplanAt(page, '2026-03-09');
    const taken = page.getByTestId('event-tile').filter({ hasText: 'Gang Nord' });
    await taken.waitFor();
    expect(await taken.locator('del').first().innerText()).toMatch(/^entfällt:\s+WEI$/);
    expect(await taken.innerText()).toMatch(/MUS[\s\S]*Pausenaufsichtsvertretung: Ausflug/);
    await screenshot(page, 'untis-exams-weekplan-supervision-taken-over');
  });
});
