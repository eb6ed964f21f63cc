import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-school.js';
import { chromiumFlags, chromiumPath } from '../fixtures/chromium.js';
import { stack } from '../fixtures/local-stack.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
export const screenshotDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'screenshots');

/** What every test browser shares with a person's at a German school: language and time zone. */
const germanContext = (viewport: typeof DESKTOP) => ({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });

let sharedBrowser: Promise<Browser> | undefined;
afterAll(async () => {
  await (await sharedBrowser)?.close();
});

/** The test now running, so a context closed by a test file's own afterEach can still tell whether it failed. */
let currentTest: { result?: { state?: string } } | undefined;
beforeEach(({ task }) => {
  currentTest = task;
});

let failedPageCount = 0;
/**
 * After a failed test, every page still open is kept as a screenshot (screenshots/failed-<n>.png) and its address
 * and first visible text go to the log, so a failure on CI shows what the page drew.
 */
const keepFailedPages = async (context: BrowserContext) => {
  if (currentTest?.result?.state !== 'fail') return;
  for (const page of context.pages()) {
    failedPageCount += 1;
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no text)');
    console.error(`failed test's page ${String(failedPageCount)}: ${page.url()}\n${text.slice(0, 800)}`);
    await screenshot(page, `failed-${String(failedPageCount)}`, { fullPage: false }).catch(() => undefined);
  }
};

/**
 * The contexts this file's tests opened. A context's pages are kept before it closes (test files close theirs in
 * their own afterEach, which runs before this module's), and those left open are kept after the test.
 */
const openContexts = new Set<BrowserContext>();
const opened = (context: BrowserContext) => {
  openContexts.add(context);
  const close = context.close.bind(context);
  context.close = async (options) => {
    openContexts.delete(context);
    await keepFailedPages(context);
    await close(options);
  };
  context.on('close', () => openContexts.delete(context));
  return context;
};

afterEach(async () => {
  for (const context of openContexts) await keepFailedPages(context);
});

/**
 * A fresh context (own cookies, storage and service workers, as a new profile) in Debian's Chromium,
 * driven by playwright-core; one Chromium per test file, launched by the first test that needs it.
 */
export const openBrowser = async (viewport = DESKTOP): Promise<BrowserContext> => {
  sharedBrowser ??= chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  return opened(await (await sharedBrowser).newContext(germanContext(viewport)));
};

/** A browser with a profile of its own on disk, as a person's: what Chromium offers to install needs one. */
export const openBrowserWithProfile = async (viewport = DESKTOP): Promise<BrowserContext> =>
  opened(
    await chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'schulapp-e2e-')), {
      ...germanContext(viewport),
      executablePath: chromiumPath,
      args: chromiumFlags,
    }),
  );

export const url = (pathname: string) => `${stack.webUrl}${pathname}`;

/** The page's computed style of an element (the tests' type check has no DOM library). */
interface Styles {
  getComputedStyle: (element: unknown) => Record<string, string | undefined>;
}
export const computedStyle = (element: Locator, property: 'direction' | 'opacity' | 'textDecorationLine') =>
  element.evaluate((node, name) => (globalThis as unknown as Styles).getComputedStyle(node)[name] ?? '', property);

export const screenshot = async (page: Page, name: string, { fullPage = true } = {}) => {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
};

/**
 * Waits for the 'saved meanwhile' alert of an edit dialog (or a page's form) with its whole sentence: the kind's own
 * start ('Dieser Pin wurde gespeichert, …') and the fields that changed; gives the alert for its buttons.
 */
export const expectEditConflict = async (dialog: Locator | Page, savedMeanwhile: string, changed: string) => {
  const conflict = dialog.getByTestId('edit-conflict');
  await conflict
    .getByText(
      `${savedMeanwhile} Inzwischen geändert: ${changed}. ` +
        'Deine Eingaben sind noch da. Lade den neuen Stand oder speichere deine Fassung darüber.',
    )
    .waitFor();
  return conflict;
};

/** Signs in through the login page like a person: type the user ID and password, press Anmelden. */
export const signInAs = async (page: Page, username: string, password = DEMO_PASSWORD) => {
  await page.goto(url('/login'));
  await page.getByLabel('Benutzerkennung', { exact: true }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
};

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The sessions this test file signed in through the login page, by user. A later test of the file starts
 * with the stored session, as a person's browser keeps it; the login page's own flows use `signInAs`.
 */
const signedInSessions = new Map<string, Session>();

/** Puts a stored session (cookies and the app's local storage) into the page's fresh context and opens the start page. */
const restoreSession = async (page: Page, { cookies, origins }: Session) => {
  await page.context().addCookies(cookies);
  const appStorage = origins.find(({ origin }) => origin === new URL(stack.webUrl).origin)?.localStorage ?? [];
  await page.goto(url('/config.json'));
  await page.evaluate((items) => {
    for (const { name, value } of items) (globalThis as unknown as InPage).localStorage.setItem(name, value);
  }, appStorage);
  await page.goto(url('/'));
};

/**
 * Signs in like a person (the first time in this file; later with the session kept from then) and waits
 * for the start page's tiles.
 */
export const signInToStart = async (page: Page, username: string) => {
  const session = signedInSessions.get(username);
  if (session) await restoreSession(page, session);
  else await signInAs(page, username);
  await page.getByTestId('start-tiles').waitFor();
  if (!session) signedInSessions.set(username, await page.context().storageState());
};

/** A fresh browser at `viewport` with `username` signed in on the start page. */
export const openSignedIn = async (username: string, viewport = DESKTOP) => {
  const context = await openBrowser(viewport);
  const page = await context.newPage();
  await signInToStart(page, username);
  return { context, page };
};

/** A CSS transition or animation of the page, as the browser's Web Animations API gives it. */
interface PageAnimation {
  finished: Promise<unknown>;
  effect: { getComputedTiming: () => { endTime?: unknown } } | null;
}

/** Waits until the page's transitions and animations that end have ended (a button's colour while it changes is neither). */
const transitionsEnded = (page: Page) =>
  page.evaluate(async () => {
    const animations = (globalThis as unknown as { document: { getAnimations: () => PageAnimation[] } }).document.getAnimations();
    const ending = animations.filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });

/** axe-core on the current page, once its transitions have ended: no serious or critical violations. */
export const expectAccessible = async (page: Page) => {
  await transitionsEnded(page);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = (node: (typeof serious)[number]['nodes'][number]) => `${node.target.join(' ')} (${node.html.slice(0, 160)})`;
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map(described).join(', ')}`)).toEqual([]);
};

/**
 * The browser globals that functions given to `page.evaluate` read: those run in the page, while
 * the tests' type check (node) has no DOM library. Only what the tests use.
 */
export interface InPage {
  document: { documentElement: { scrollWidth: number } };
  innerWidth: number;
  localStorage: { clear: () => void; getItem: (name: string) => string | null; setItem: (name: string, value: string) => void };
  navigator: { clipboard: { readText: () => Promise<string> }; serviceWorker: { ready: Promise<unknown> } };
}

/** The page's width and the width of its content (wider content scrolls sideways). */
export const pageWidths = (page: Page) =>
  page.evaluate(() => {
    const inPage = globalThis as unknown as InPage;
    return { scrollWidth: inPage.document.documentElement.scrollWidth, innerWidth: inPage.innerWidth };
  });

/** Nothing wider than the viewport and no two of the matched elements overlapping. */
export const expectNoOverflowOrOverlap = async (page: Page, selector: string) => {
  const { scrollWidth, innerWidth } = await pageWidths(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const boxes = (await Promise.all((await page.locator(selector).all()).map((element) => element.boundingBox()))).filter(
    (box) => box !== null,
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const [index, a] of boxes.entries()) {
    expect(a.x + a.width).toBeLessThanOrEqual(innerWidth + 0.5);
    for (const b of boxes.slice(index + 1)) {
      const overlaps = a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
      expect(overlaps).toBe(false);
    }
  }
};

/** Types an ISO day (`yyyy-MM-dd`) into a German date field (`DateField`) as dd.MM.yyyy. */
export const typeDate = async (field: Locator, isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  await field.fill(`${day}.${month}.${year}`);
};
