import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDirectionOverrides, multiLineText, singleLineText, visibleLength, withoutControlCharacters } from './text.schema.js';

describe('free text', () => {
  const line = singleLineText({ min: 1, max: 30 });
  const body = multiLineText({ max: 100 });

  it('refuses every control character on one line, after trimming', () => {
    expect(line.parse('  Anna Weber \r\n')).toBe('Anna Weber');
    for (const text of ['Anna\r\nWeber', 'Anna\tWeber', 'Anna\u0000', 'Anna\u007fx', 'Anna\u0085x', 'Anna\u2028x']) {
      expect(line.safeParse(text).error?.issues[0]).toMatchObject({ code: 'custom', params: { code: 'control_characters' } });
    }
  });

  it('keeps line feeds and tabs in multi-line text, nothing else', () => {
    expect(body.parse('Zeile 1\n\tZeile 2')).toBe('Zeile 1\n\tZeile 2');
    expect(body.safeParse('Zeile 1\r\nZeile 2').success).toBe(false);
    expect(body.safeParse('Ton\u0007').success).toBe(false);
  });

  it('drops control characters from values read from files', () => {
    expect(withoutControlCharacters('Mü\u0000ller\u001b')).toBe('Müller');
    expect(withoutControlCharacters('a\nb\tc\rd', 'multiLine')).toBe('a\nb\tcd');
  });
});

describe('text is what it shows', () => {
  const title = singleLineText({ min: 1, max: 200 });
  const content = multiLineText({ min: 1, max: 2000 });
  const invisible = fc.constantFrom('\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u200E');
  const override = fc.constantFrom('\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069');

  it('counts no invisible character toward required or a minimum length', () => {
    expect(title.safeParse('\u200B\u200B').error?.issues[0]).toMatchObject({ code: 'too_small', origin: 'string', minimum: 1 });
    expect(singleLineText({ min: 4, max: 30 }).safeParse('A\u200BB\u200BC').success).toBe(false);
    expect(singleLineText({ min: 4, max: 30 }).parse('A\u200BB\u200BC\u200BD')).toBe('A\u200BB\u200BC\u200BD');
    fc.assert(
      fc.property(fc.array(fc.oneof(invisible, fc.constant(' ')), { maxLength: 40 }), (characters) => {
        expect(title.safeParse(characters.join('')).success).toBe(false);
      }),
    );
  });

  it('keeps joiners that build a word or an emoji', () => {
    expect(title.parse('👩\u200D🏫 Frau Demir')).toBe('👩\u200D🏫 Frau Demir');
  });

  it("refuses a direction override in a name, so 'fdp.exe' cannot show as 'exe.pdf'", () => {
    expect(title.safeParse('Rechnung\u202Efdp.exe').error?.issues[0]).toMatchObject({ params: { code: 'direction_characters' } });
    fc.assert(
      fc.property(fc.string(), override, fc.string(), (before, character, after) => {
        expect(title.safeParse(`x${before}${character}${after}`).success).toBe(false);
      }),
    );
  });

  it('takes direction overrides out of long text and keeps the rest', () => {
    expect(content.parse('Anhang: \u202Efdp.exe')).toBe('Anhang: fdp.exe');
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        const parsed = content.safeParse(text);
        if (parsed.success) expect(hasDirectionOverrides(parsed.data)).toBe(false);
      }),
    );
  });

  it('stores every text in Unicode NFC, however it was typed', () => {
    expect(title.parse('Mu\u0308ller')).toBe('Müller');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 30 }), (text) => {
        const parsed = title.safeParse(text);
        if (parsed.success) expect(parsed.data).toBe(parsed.data.normalize('NFC'));
      }),
    );
  });

  it('measures what a reader sees', () => {
    expect(visibleLength('  A\u200BB  ')).toBe(2);
    expect(visibleLength('\u200B \u200B')).toBe(0);
  });
});
