import type { Page } from 'playwright-core';
import type { LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';

/**
 * The successful answer to the 'Tagebuch' save whose body holds `match` (a piece of its JSON, or a test of the body). The page
 * shows a change at once and saves it after the one before, so a reload or a page reading the register before this
 * answer would miss the change ('networkidle' does not wait for it: it is reached once and returns at once afterwards).
 * An answer 'busy' or lost is sent again by the client, so only a success counts.
 */
export const registerSaved = (page: Page, match: string | ((body: LessonRegisterBody) => boolean)) =>
  page.waitForResponse((response) => {
    const request = response.request();
    if (!response.ok() || request.method() !== 'PUT' || !response.url().includes('/api/classbook/')) return false;
    const body = request.postData() ?? '';
    return typeof match === 'string' ? body.includes(match) : match(JSON.parse(body) as LessonRegisterBody);
  });
