import { parse } from 'content-disposition';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition } from './download-disposition.js';

describe('attachmentDisposition', () => {
  it('keeps a German name in filename* and spells it out in the fallback', () => {
    expect(attachmentDisposition('Prüfung März Übersicht.txt')).toBe(
      `attachment; filename="Pruefung Maerz Uebersicht.txt"; filename*=UTF-8''Pr%C3%BCfung%20M%C3%A4rz%20%C3%9Cbersicht.txt`,
    );
  });

  it('gives an ASCII name alone, quoted where it must be', () => {
    expect(attachmentDisposition('Aktivierungscodes-7a-2026-12-03.csv')).toBe('attachment; filename=Aktivierungscodes-7a-2026-12-03.csv');
    expect(attachmentDisposition('E2E Elternbrief.txt')).toBe('attachment; filename="E2E Elternbrief.txt"');
    expect(attachmentDisposition('Der "Plan".pdf')).toBe('attachment; filename="Der \\"Plan\\".pdf"');
  });

  it('reads back as the same name for any name a person can give (property)', () => {
    const nameCharacter = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((name) => !/\p{Cc}/u.test(name));
    fc.assert(
      fc.property(nameCharacter, (fileName) => {
        const header = attachmentDisposition(fileName);
        expect(header).toMatch(/^[\x20-\x7e]+$/);
        expect(parse(header).parameters.filename).toBe(fileName);
      }),
    );
  });

  it('leaves the fallback printable ASCII (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (fileName) => {
        expect(asciiFileName(fileName)).toMatch(/^[\x20-\x7e]*$/);
      }),
    );
  });
});
