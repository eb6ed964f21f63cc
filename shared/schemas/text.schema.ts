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

/**
 * Characters that show nothing: zero-width space and joiners, direction marks, word joiner and invisible operators,
 * the byte-order mark, the soft hyphen, the combining grapheme joiner and the Hangul fillers. They stay in the text
 * (a joiner builds an emoji or a Persian word) but do not count toward 'required' or a minimum length.
 */
const INVISIBLE = /\u034F|[\u00AD\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0]/g;
/** The characters that override or embed a writing direction (U+202A–U+202E, U+2066–U+2069): 'fdp.exe' shown as 'exe.pdf'. */
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/g;

/** How many characters of the text a reader sees (invisible ones and the spaces around them not counted). */
export const visibleLength = (text: string) => text.replace(INVISIBLE, '').trim().length;

export const hasDirectionOverrides = (text: string) => new RegExp(DIRECTION_OVERRIDES.source).test(text);

/** Long text with its direction overrides taken out, so a line reads in the order it was typed. */
export const withoutDirectionOverrides = (text: string) => text.replace(DIRECTION_OVERRIDES, '');

interface Limits {
  min?: number;
  max: number;
}

/**
 * The check every free-text field runs: Unicode NFC, trimmed; a name refuses direction overrides (rule code
 * 'direction_characters'), a long text drops them; the minimum counts what a reader sees, so a text of zero-width
 * spaces is empty; control characters are refused (rule code 'control_characters').
 */
const freeText = (lines: Lines, { min = 0, max }: Limits) =>
  z
    .string()
    .normalize('NFC')
    .overwrite((text) => (lines === 'multiLine' ? withoutDirectionOverrides(text) : text))
    .trim()
    .max(max)
    .check((context) => {
      const text = context.value;
      if (visibleLength(text) < min)
        context.issues.push({ code: 'too_small', origin: 'string', minimum: min, inclusive: true, input: text });
      if (hasDirectionOverrides(text)) context.issues.push({ code: 'custom', params: { code: 'direction_characters' }, input: text });
      if (hasControlCharacters(text, lines)) context.issues.push({ code: 'custom', params: { code: 'control_characters' }, input: text });
    });

/** Names, subjects, headings: one line, trimmed, within the limits. */
export const singleLineText = (limits: Limits) => freeText('singleLine', limits);

/** Message bodies and descriptions: line feeds and tabs allowed, no other control character. */
export const multiLineText = (limits: Limits) => freeText('multiLine', limits);
