import type { Page } from 'playwright-core';

/**
 * The answer to the 'Tagebuch' save whose body holds `text`. The page shows a change at once and saves it
 * after the one before, so a reload before this answer would lose the change ('networkidle' does not wait
 * for it: it is reached once and returns at once afterwards).
 */
export const registerSaved = (page: Page, text: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/classbook/') &&
      (response.request().postData() ?? '').includes(text),
  );
