import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { decodeGpuBytes, detectSeparator, readGpuText, splitGpuLine, type GpuSeparator } from './gpu-text.parser.js';

const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

describe('encoding detection', () => {
  it('reads Windows-1252 umlauts when the bytes are not valid UTF-8', () => {
    expect(decodeGpuBytes(cp1252('"MÜL","Müller","Weiß"'))).toEqual({ text: '"MÜL","Müller","Weiß"', encoding: 'windows-1252' });
  });

  it('reads cp1252-only characters (0x80–0x9F) such as the euro sign and curly quotes', () => {
    expect(decodeGpuBytes(new Uint8Array([0x80, 0x20, 0x84, 0x93]))).toEqual({ text: '€ „“', encoding: 'windows-1252' });
  });

  it('reads UTF-8 without BOM as UTF-8', () => {
    expect(decodeGpuBytes(utf8('"BÜ1","Bücherei"'))).toEqual({ text: '"BÜ1","Bücherei"', encoding: 'utf-8' });
  });

  it('strips a UTF-8 BOM', () => {
    expect(decodeGpuBytes(withBom('"TH-Süd"'))).toEqual({ text: '"TH-Süd"', encoding: 'utf-8-bom' });
  });

  it('treats plain ASCII as UTF-8 (both readings agree)', () => {
    expect(decodeGpuBytes(utf8('4711,"5b"')).encoding).toBe('utf-8');
  });

  it('normalizes decomposed umlauts to NFC so keys match across encodings', () => {
    expect(decodeGpuBytes(utf8('"Mu\u0308ller"')).text).toBe('"Müller"');
  });

  it('decodes the fixtures in their encodings', () => {
    expect(readGpuText(readUntisFixture('GPU001.TXT')).encoding).toBe('windows-1252');
    expect(readGpuText(readUntisFixture('GPU004.TXT')).encoding).toBe('windows-1252');
    expect(readGpuText(readUntisFixture('GPU014.TXT')).encoding).toBe('utf-8-bom');
    expect(readGpuText(readUntisFixture('GPU005.TXT')).encoding).toBe('utf-8');
  });

  it('strips a BOM from already decoded text', () => {
    expect(readGpuText('\uFEFF"5a";"Klasse 5a"').rows[0]?.fields).toEqual(['5a', 'Klasse 5a']);
  });
});

describe('separator detection', () => {
  it.each([
    [',', '4711,"5b","MUS","D","R012",2,3,,'],
    [';', '4711;"5b";"MUS";"D";"R012";2;3;;'],
    ['\t', '4711\t"5b"\t"MUS"\t"D"\t"R012"\t2\t3\t\t'],
  ] as const)('detects %j', (separator, line) => {
    expect(detectSeparator(`${line}\r\n${line}\r\n`)).toBe(separator);
  });

  it('ignores separators inside quoted text', () => {
    const text = '9003;"20250310";1;"Raum belegt, bitte, bitte, bitte BÜ1 nutzen";65536\n9004;"20250311";2;"a, b, c, d";0\n';
    expect(detectSeparator(text)).toBe(';');
  });

  it('falls back to comma, the Untis default, when no line has a separator', () => {
    expect(detectSeparator('"5a"\n"5b"\n')).toBe(',');
  });

  it('detects the fixtures: comma in GPU001/004/005, semicolon in GPU002/003/006/014/018', () => {
    const detected = (
      ['GPU001.TXT', 'GPU002.TXT', 'GPU003.TXT', 'GPU004.TXT', 'GPU005.TXT', 'GPU006.TXT', 'GPU014.TXT', 'GPU018.TXT'] as const
    ).map((name) => readGpuText(readUntisFixture(name)).separator);
    expect(detected).toEqual([',', ';', ';', ',', ',', ';', ';', ';']);
  });
});

describe('quoting and lines', () => {
  it('splits quoted and unquoted fields, empty fields and a trailing separator', () => {
    expect(splitGpuLine('4711,"5b","MUS","D",,2,3,,', ',').fields).toEqual(['4711', '5b', 'MUS', 'D', '', '2', '3', '', '']);
  });

  it('reads a doubled quote as one quote character', () => {
    expect(splitGpuLine('1;"Thema ""Brüche"" wiederholen";2', ';').fields).toEqual(['1', 'Thema "Brüche" wiederholen', '2']);
  });

  it('keeps the separator inside quoted text', () => {
    expect(splitGpuLine('1;"Raum belegt; bitte BÜ1 nutzen";2', ';').fields).toEqual(['1', 'Raum belegt; bitte BÜ1 nutzen', '2']);
  });

  it("keeps blanks inside quotes (trimming is the parsers' job)", () => {
    expect(splitGpuLine('"a";" S";', ';').fields).toEqual(['a', ' S', '']);
  });

  it('is lenient about a lone quote inside quoted text', () => {
    expect(splitGpuLine('"5 1/2" Zoll";2', ';').fields).toEqual(['5 1/2" Zoll', '2']);
  });

  it('reads files without text delimiter when the quote is configured empty', () => {
    expect(readGpuText('1;"a";b\n', { quote: '' }).rows[0]?.fields).toEqual(['1', '"a"', 'b']);
  });

  it('accepts CRLF, LF and CR line ends and skips blank lines, keeping 1-based line numbers', () => {
    const text = readGpuText('1,"a"\r\n\r\n2,"b"\n   \n3,"c"\r4,"d"');
    expect(text.rows).toEqual([
      { line: 1, fields: ['1', 'a'] },
      { line: 3, fields: ['2', 'b'] },
      { line: 5, fields: ['3', 'c'] },
      { line: 6, fields: ['4', 'd'] },
    ]);
  });

  it('reports an unterminated quote with its line but keeps the row', () => {
    const text = readGpuText('1;"a"\n2;"offen\n');
    expect(text.rows[1]).toEqual({ line: 2, fields: ['2', 'offen'] });
    expect(text.problems).toEqual([{ line: 2, code: 'unclosed-quote', params: {} }]);
  });
});

describe('round trip property', () => {
  const separators: GpuSeparator[] = [',', ';', '\t'];
  const chars = ['a', 'Z', '5', ' ', ',', ';', '\t', '"', '~', '-', '.', 'ä', 'Ö', 'ü', 'ß', 'é'];
  const field = fc.string({ unit: fc.constantFrom(...chars), maxLength: 12 });
  const needsQuotes = (value: string) => /[,;\t"]/.test(value);
  const encode = (fields: string[], quoteAnyway: boolean[], separator: string) =>
    fields.map((value, i) => (needsQuotes(value) || quoteAnyway[i] ? `"${value.replaceAll('"', '""')}"` : value)).join(separator);

  it('parses any quoted row back to the same fields, with the separator detected', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(field, fc.boolean()), { minLength: 2, maxLength: 10 }),
        fc.constantFrom(...separators),
        fc.constantFrom('utf-8', 'windows-1252'),
        (row, separator, encoding) => {
          const fields = row.map(([value]) => value);
          const line = encode(
            fields,
            row.map(([, quote]) => quote),
            separator,
          );
          fc.pre(line.trim() !== '');
          const bytes = encoding === 'utf-8' ? utf8(`${line}\r\n`) : cp1252(`${line}\r\n`);
          const text = readGpuText(bytes);
          expect(text.separator).toBe(separator);
          expect(text.rows).toEqual([{ line: 1, fields }]);
          expect(text.problems).toEqual([]);
        },
      ),
    );
  });
});
