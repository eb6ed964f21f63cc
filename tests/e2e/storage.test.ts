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
    await upload('Tafelbild.png').locator('img').waitFor();
    await upload('Referat.txt').getByText('Gespeichert').waitFor({ timeout: 30_000 });
    await upload('Tafelbild.png').getByText('Gespeichert').waitFor({ timeout: 30_000 });
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
    await running.getByText('Abgebrochen. Wird nicht gespeichert.').waitFor();
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
