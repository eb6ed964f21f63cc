import * as z from 'zod';
import { multiLineText } from './text.schema.js';

/**
 * The 32 languages a text can be translated into (Amazon Translate codes, German names); with
 * 'Original' the menu has the spec's 33 entries.
 */
export const translationLanguages = {
  en: 'Englisch',
  fr: 'Französisch',
  es: 'Spanisch',
  it: 'Italienisch',
  pt: 'Portugiesisch',
  nl: 'Niederländisch',
  pl: 'Polnisch',
  cs: 'Tschechisch',
  sk: 'Slowakisch',
  hu: 'Ungarisch',
  ro: 'Rumänisch',
  bg: 'Bulgarisch',
  hr: 'Kroatisch',
  sr: 'Serbisch',
  sl: 'Slowenisch',
  sq: 'Albanisch',
  el: 'Griechisch',
  tr: 'Türkisch',
  ru: 'Russisch',
  uk: 'Ukrainisch',
  ar: 'Arabisch',
  fa: 'Persisch',
  ps: 'Paschtu',
  ur: 'Urdu',
  hi: 'Hindi',
  zh: 'Chinesisch',
  ja: 'Japanisch',
  ko: 'Koreanisch',
  vi: 'Vietnamesisch',
  so: 'Somali',
  am: 'Amharisch',
  lt: 'Litauisch',
} as const;
export type TranslationLanguage = keyof typeof translationLanguages;
export const translationLanguageSchema = z.enum(Object.keys(translationLanguages) as [TranslationLanguage, ...TranslationLanguage[]]);

/** The languages of the menu written right to left (the Unicode CLDR agrees: translation.schema.test.ts). */
const rightToLeftLanguages: ReadonlySet<string> = new Set<TranslationLanguage>(['ar', 'fa', 'ps', 'ur']);
/** The `dir` of a text in `language` (German, the school's language, or one of the menu's). */
export const textDirection = (language: TranslationLanguage | 'de'): 'rtl' | 'ltr' => (rightToLeftLanguages.has(language) ? 'rtl' : 'ltr');

/** Texts are German (the school's language); longer ones than a meeting description are not translated. */
export const TRANSLATION_TEXT_MAX = 5000;

export const translateBodySchema = z
  .object({ text: multiLineText({ min: 1, max: TRANSLATION_TEXT_MAX }), target: translationLanguageSchema })
  .strict();
export type TranslateBody = z.infer<typeof translateBodySchema>;

/** The translation; `cached` when it came from the cache without a call to the translation service. */
export const translationSchema = z.object({ target: translationLanguageSchema, text: z.string(), cached: z.boolean() });
export type Translation = z.infer<typeof translationSchema>;
