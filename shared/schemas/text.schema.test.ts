import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText, withoutControlCharacters } from './text.schema.js';

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
