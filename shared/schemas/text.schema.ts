import * as z from 'zod';

/**
 * Control characters have no place in what people type: a CR/LF in a name breaks e-mail subjects and
 * calendar lines. Single-line text refuses every C0 and C1 control character, DEL and the Unicode line
 * and paragraph separators; multi-line text keeps line feed and tab.
 */
const controlCharacters = {
  singleLine: '\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029',
  multiLine: '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029',
};
type Lines = keyof typeof controlCharacters;
const anyOf = (lines: Lines, flags = '') => new RegExp(`[${controlCharacters[lines]}]`, flags);

export const hasControlCharacters = (text: string, lines: Lines = 'singleLine') => anyOf(lines).test(text);

/** The text without the characters `lines` does not allow (for values read from files, where a row is not refused). */
export const withoutControlCharacters = (text: string, lines: Lines = 'singleLine') => text.replace(anyOf(lines, 'g'), '');

interface Limits {
  min?: number;
  max: number;
}

/** The check every free-text field runs after trimming (a refused value is the field's 'custom' issue with rule code 'control_characters'). */
const freeText = (lines: Lines, { min = 0, max }: Limits) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => !hasControlCharacters(text, lines), { params: { code: 'control_characters' } });

/** Names, subjects, headings: one line, trimmed, within the limits. */
export const singleLineText = (limits: Limits) => freeText('singleLine', limits);

/** Message bodies and descriptions: line feeds and tabs allowed, no other control character. */
export const multiLineText = (limits: Limits) => freeText('multiLine', limits);
