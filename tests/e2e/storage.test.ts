import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreTableAfterFile } from '../fixtures/table-restore.js';
import {
  DESKTOP,
  expectAccessible,
  expectNoOverflowOrOverlap,
  openBrowser,
  PHONE,
  screenshot,
  signInAs,
  signInToStart,
  url,
} from './browser.js';

let browser: BrowserContext;
let page: Page;
// Ben's files and folders would clash with the storage integration test's names.
restoreTableAfterFile();

beforeEach(async () => {
  browser = await openBrowser();
  page = await browser.newPage();
});
afterEach(async () => {
  await browser.close();
});

/** A 2×2 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (name: string) => page.locator(`[data-testid="storage-upload"]:has-text("${name}")`);
const saved = (name: string) => page.locator(`[data-testid="storage-upload"][data-state="complete"]:has-text("${name}")`);
const item = (name: string) => page.locator(`[data-testid="storage-item"][data-name="${name}"]`);
/** Amplify's checkbox hides the input behind its label: click the box like a person. */
const markBox = (name: string) => item(name).locator('label.amplify-checkbox');

describe('files (Dateien)', () => {
  it('a student uploads two files with visible progress, cancels one, copies the other into a folder and sees (Kopie) after pasting twice', async () => {
    await page.setViewportSize(DESKTOP);
    await signInAs(page, 'schueler.ben');
    // Opened from the tile: the start page stays in this document's history, so the browser's back
    // button is the app's navigation and the leave guard holds it.
    await page.getByTestId('start-tiles').getByRole('link', { name: 'Dateien', exact: true }).click();
    await item('Messenger').waitFor();

    // A slow line, so the large file's progress can be seen and cancelled.
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await page.getByTestId('storage-file-input').setInputFiles([
      { name: 'Referat.txt', mimeType: 'text/plain', buffer: Buffer.from('Mein Referat über Bienen.') },
      { name: 'Video.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(4 * 1024 * 1024, 7) },
      { name: 'Tafelbild.png', mimeType: 'image/png', buffer: png },
    ]);
    // Two chips, then '+n'; an image shows itself in the panel.
    await page.getByTestId('storage-uploads').getByText('+1', { exact: true }).waitFor();
    await upload('Tafelbild.png').locator('img').waitFor({ state: 'attached' });
    // Saved uploads fold into one line, so the folder stays in view.
    await saved('Referat.txt').waitFor({ state: 'attached', timeout: 30_000 });
    await saved('Tafelbild.png').waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByTestId('storage-uploads-done').getByText('2 Uploads abgeschlossen').waitFor();
    expect(await saved('Referat.txt').isVisible()).toBe(false);
    const running = upload('Video.mp4');
    await running.getByText(/^([1-9]\d?) %$/).waitFor({ timeout: 30_000 });
    expect(await running.getAttribute('data-state')).toBe('running');
    await screenshot(page, 'storage-upload-progress-desktop');

    // Leaving while it runs asks first.
    await page.getByRole('link', { name: 'Zurück' }).click();
    const leave = page.getByTestId('storage-leave-dialog');
    await leave.getByRole('heading', { name: 'Upload abbrechen' }).waitFor();
    await leave.getByRole('button', { name: 'Nicht verlassen' }).click();
    expect(new URL(page.url()).pathname).toBe('/storage');
    // So does the browser's back button; staying keeps the page, the upload and the address.
    await page.goBack();
    await leave.getByRole('heading', { name: 'Upload abbrechen' }).waitFor();
    await leave.getByRole('button', { name: 'Nicht verlassen' }).click();
    await leave.waitFor({ state: 'detached' });
    await page.waitForURL((address) => address.pathname === '/storage');
    expect(await running.getAttribute('data-state')).toBe('running');

    await running.getByRole('button', { name: 'Abbrechen' }).click();
    const confirm = page.getByTestId('storage-cancel-upload-dialog');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByTestId('storage-uploads-done').getByText('3 Uploads abgeschlossen').click();
    await running.getByText('Abgebrochen. Wird nicht gespeichert.').waitFor();
    await upload('Referat.txt').getByText('Gespeichert').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await item('Referat.txt').waitFor();
    expect(await item('Video.mp4').count()).toBe(0);

    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    const nameDialog = page.getByTestId('storage-name-dialog');
    await nameDialog.getByLabel('Name').fill('Ablage');
    await nameDialog.getByRole('button', { name: 'Anlegen' }).click();
    await item('Ablage').waitFor();

    await markBox('Referat.txt').click();
    expect(await page.getByRole('checkbox', { name: 'Referat.txt markieren' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Kopieren', exact: true }).click();
    await page.getByTestId('storage-clipboard').getByText('1').waitFor();
    await item('Ablage').getByRole('button', { name: 'Ablage' }).click();
    await page.getByTestId('storage-breadcrumb').getByRole('button', { name: 'Ablage' }).waitFor();
    await page.getByTestId('storage-empty').getByText('Dieser Ordner ist leer.').waitFor();
    await page.getByRole('button', { name: 'Einfügen' }).click();
    await item('Referat.txt').waitFor();
    await page.getByRole('button', { name: 'Einfügen' }).click();
    await item('Referat (Kopie).txt').waitFor();
    expect(await item('Referat.txt').count()).toBe(1);
    await screenshot(page, 'storage-desktop');
    await expectAccessible(page);

    await page.setViewportSize(PHONE);
    await item('Referat (Kopie).txt').waitFor();
    // The snackbar goes after 2000 ms (§9); the phone shot shows the list without it.
    await page.getByText('1 eingefügt.').waitFor({ state: 'hidden' });
    await expectNoOverflowOrOverlap(page, '[data-testid="storage-item"]');
    await screenshot(page, 'storage-phone');
  });

  it('the name dialog says which rule a name breaks, keeps the typed name and shows the limit', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'schueler.lena');
    await page.goto(url('/storage'));
    await item('Messenger').waitFor();
    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    const dialog = page.getByTestId('storage-name-dialog');
    const name = dialog.getByLabel('Name');
    const create = dialog.getByRole('button', { name: 'Anlegen' });
    await dialog.getByText('max. 200 Zeichen', { exact: true }).waitFor();

    await create.click();
    await dialog.getByText('Bitte ausfüllen.').waitFor();

    await name.fill('Mathe/Physik');
    await create.click();
    await dialog.getByText('Der Name darf kein „/“ und kein „\\“ enthalten.').waitFor();
    expect(await name.inputValue()).toBe('Mathe/Physik');

    // A pasted name over the limit is not cut: the field counts and the rule is named.
    await name.fill('x'.repeat(300));
    await dialog.getByText('max. 200 Zeichen (100 zu viel)').waitFor();
    expect((await name.inputValue()).length).toBe(300);
    await create.click();
    await dialog.getByText('Höchstens 200 Zeichen.').waitFor();
    await screenshot(page, 'storage-name-rule-desktop');

    await name.fill('Mathe');
    await create.click();
    await item('Mathe').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The API's refusal lands at the field too, and the dialog keeps the name.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    await name.fill('mathe');
    await create.click();
    await dialog.getByText('In diesem Ordner gibt es schon etwas mit diesem Namen.').waitFor();
    expect(await name.inputValue()).toBe('mathe');
    await screenshot(page, 'storage-name-taken-phone');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  });

  it('a file over 50 MB is refused with its rule, an unknown type reads German, finished uploads fold away; search hits say where they lie', async () => {
    await page.setViewportSize(DESKTOP);
    await signInToStart(page, 'schueler.lena');
    await page.goto(url('/storage'));
    await item('Messenger').waitFor();
    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    await page.getByTestId('storage-name-dialog').getByLabel('Name').fill('Physik');
    await page.getByTestId('storage-name-dialog').getByRole('button', { name: 'Anlegen' }).click();
    await item('Physik').getByRole('button', { name: 'Physik' }).click();
    await page.getByTestId('storage-breadcrumb').getByRole('button', { name: 'Physik' }).waitFor();

    // A sparse file just over the limit: the browser checks it with the API's rule before sending.
    const large = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storage-e2e-')), 'Versuch.mp4');
    fs.writeFileSync(large, '');
    fs.truncateSync(large, 50 * 1024 * 1024 + 1);
    await page.getByTestId('storage-file-input').setInputFiles(large);
    await upload('Versuch.mp4').getByText('Die Datei ist größer als 50 MB.').waitFor();
    await page.getByTestId('storage-file-input').setInputFiles([
      { name: 'Notizen Physik.txt', mimeType: 'text/plain', buffer: Buffer.from('Hebelgesetz') },
      { name: 'Messwerte.xyz', mimeType: 'application/x-messwerte', buffer: Buffer.from('1;2;3') },
    ]);
    await page.getByTestId('storage-uploads-done').getByText('2 Uploads abgeschlossen').waitFor({ timeout: 30_000 });
    await item('Messwerte.xyz')
      .getByText(/Unbekannter Dateityp/)
      .waitFor();
    // The refused file stays open until the list is emptied.
    expect(await upload('Versuch.mp4').isVisible()).toBe(true);
    await screenshot(page, 'storage-uploads-folded-desktop');
    await page.getByRole('button', { name: 'Liste leeren' }).click();
    await page.getByTestId('storage-uploads').waitFor({ state: 'detached' });

    await page.getByTestId('storage-breadcrumb').getByRole('button', { name: 'Dateien' }).click();
    await item('Physik').waitFor();
    await page
      .getByTestId('storage-file-input')
      .setInputFiles([{ name: 'Notizen Mathe.txt', mimeType: 'text/plain', buffer: Buffer.from('Pythagoras') }]);
    await item('Notizen Mathe.txt').waitFor();
    await page.getByPlaceholder('Mindestens 3 Zeichen').fill('notizen');
    await page.getByTestId('storage-hits').getByText('2 Treffer in allen Ordnern').waitFor();
    await item('Notizen Physik.txt').getByText('in Dateien › Physik').waitFor();
    await item('Notizen Mathe.txt').getByText('in Dateien', { exact: true }).waitFor();
    await screenshot(page, 'storage-search-desktop');
    await page.setViewportSize(PHONE);
    await expectNoOverflowOrOverlap(page, '[data-testid="storage-item"]');
    await screenshot(page, 'storage-search-phone');

    // The folder of a hit opens from it and ends the search.
    await item('Notizen Physik.txt').getByText('in Dateien › Physik').click();
    await page.getByTestId('storage-breadcrumb').getByRole('button', { name: 'Physik' }).waitFor();
    await item('Messwerte.xyz').waitFor();
    expect(await page.getByTestId('storage-hits').count()).toBe(0);
  });

  it('blocked items cannot be marked', async () => {
    await page.setViewportSize(PHONE);
    await signInToStart(page, 'schueler.ben');
    await page.goto(url('/storage'));
    await markBox('Messenger').click();
    await page
      .getByTestId('storage-blocked-dialog')
      .getByText('Dieser Ordner/Diese Datei ist gesperrt und kann deshalb nicht markiert werden.')
      .waitFor();
    await page.getByTestId('storage-blocked-dialog').getByRole('button', { name: 'Schließen' }).click();
    expect(await page.getByRole('checkbox', { name: 'Messenger markieren' }).isChecked()).toBe(false);

    // The side menu's 'Meine Dateien' opens the same explorer as the 'Dateimanager'.
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByTestId('side-menu').getByText('Meine Dateien').click();
    const picker = page.getByTestId('file-picker');
    await picker.getByRole('heading', { name: 'Dateimanager' }).waitFor();
    await picker.locator('[data-testid="storage-item"][data-name="Messenger"]').waitFor();
    await screenshot(page, 'storage-picker-phone');
  });
});
