import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainLine, plainLines } from './markdown-plain.js';

describe('markdown as the plain text it shows', () => {
  it('keeps the words of headings, emphasis, links and images, without their markup', () => {
    expect(plainLine('# Basar\n\nDer **Basar** ist [hier](https://schule.de). ![Plakat](p.png) ~~alt~~ `Raum 12`')).toBe(
      'Basar Der Basar ist hier. Plakat alt Raum 12',
    );
  });
  it('leaves out raw HTML as the opened pin does, keeping the text between tags', () => {
    expect(plainLine('<b onmouseover="alert(1)">Elternabend</b> am <i>Montag</i>\n\n<div class="x">\nverborgen\n</div>')).toBe(
      'Elternabend am Montag',
    );
    expect(plainLine('<script>alert(1)</script>')).toBe('');
    expect(plainLine('2 < 3 und a_b_c')).toBe('2 < 3 und a_b_c');
  });
  it('writes lists one item per line and blocks apart by an empty line', () => {
    expect(plainLines('# Termine\n\nBitte **eintragen**:\n\n\n\n- [Liste](https://schule.de)\n1. Raum 12')).toBe(
      'Termine\n\nBitte eintragen:\n\n- Liste\n- Raum 12',
    );
    expect(plainLines('| Tag | Raum |\n| --- | --- |\n| Mo | 12 |\n\n> Zitat')).toBe('Tag Raum\nMo 12\n\nZitat');
  });
  it('never shows a tag or more than one space in a row, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const line = plainLine(text);
        expect(line).not.toMatch(/\s{2}|^\s|\s$/);
        expect(line).not.toMatch(/<\/?(?:b|i|div|script)\b[^>]*>/);
      }),
    );
  });
});
