import { describe, expect, it } from 'vitest';
import { textDirection, translationLanguages, type TranslationLanguage } from './translation.schema.js';

/** Node's Intl (ICU with the CLDR) knows each language's writing direction; the browser needs none of it. */
const cldrDirection = (language: string) =>
  (new Intl.Locale(language) as Intl.Locale & { textInfo: { direction: string } }).textInfo.direction;

describe('textDirection', () => {
  it('is right to left exactly for the menu languages the CLDR writes right to left', () => {
    for (const language of Object.keys(translationLanguages) as TranslationLanguage[]) {
      expect([language, textDirection(language)]).toEqual([language, cldrDirection(language)]);
    }
    expect(textDirection('de')).toBe('ltr');
  });
});
