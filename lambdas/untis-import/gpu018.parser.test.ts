import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu018 } from './gpu018.parser.js';

const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8WithBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, 'utf8')]);

describe('GPU018 parser', () => {
  it('parses the Windows-1252 semicolon fixture: holidays and Feiertage as ISO day ranges', () => {
    const { rows, problems } = parseGpu018(readUntisFixture('GPU018.TXT'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      line: 1,
      name: 'TDE',
      longName: 'Tag der Deutschen Einheit',
      from: '2025-10-03',
      to: '2025-10-03',
      publicHoliday: true,
    });
    expect(rows[3]).toEqual({
      line: 4,
      name: 'Weihn',
      longName: 'Weihnachtsferien',
      from: '2025-12-22',
      to: '2026-01-06',
      publicHoliday: false,
    });
    expect(rows.find((row) => row.name === 'Brücke')).toMatchObject({
      longName: 'Brückentag nach Christi Himmelfahrt',
      from: '2026-05-15',
      publicHoliday: false,
    });
  });

  it('reads UTF-8 with BOM and commas the same as Windows-1252 with semicolons', () => {
    const lines = ['"Weihn","Weihnachtsferien",20251222,20260106,,', '"Bußtag","Buß- und Bettag",20251119,20251119,F,'];
    const comma = parseGpu018(utf8WithBom(lines.join('\r\n')));
    const semicolon = parseGpu018(cp1252(lines.map((line) => line.replaceAll(',', ';')).join('\r\n')));
    expect(comma.problems).toEqual([]);
    expect(semicolon.rows).toEqual(comma.rows);
    expect(comma.rows.map((row) => [row.name, row.longName, row.publicHoliday])).toEqual([
      ['Weihn', 'Weihnachtsferien', false],
      ['Bußtag', 'Buß- und Bettag', true],
    ]);
  });

  it('accepts quoted dates, a lower-case flag, no trailing separator and extra fields', () => {
    const { rows, problems } = parseGpu018('"Ostern";"Osterferien";"20260330";"20260411"\n"Karfr";"Karfreitag";20260403;20260403;f;;17');
    expect(problems).toEqual([]);
    expect(rows.map(({ from, to, publicHoliday }) => ({ from, to, publicHoliday }))).toEqual([
      { from: '2026-03-30', to: '2026-04-11', publicHoliday: false },
      { from: '2026-04-03', to: '2026-04-03', publicHoliday: true },
    ]);
  });

  it('skips bad rows with their line: end before start, impossible or missing dates, no name', () => {
    const text = [
      '"Herbst";"Herbstferien";20251025;20251013;',
      '"Winter";"Winterferien";20260230;20260231;',
      '"Sommer";"Sommerferien";20260720;;',
      ';"Ohne Namen";20260101;20260101;F',
      '"Pfingst";"Pfingstferien";20260526;20260526;',
    ].join('\r\n');
    const { rows, problems } = parseGpu018(text);
    expect(rows.map((row) => row.line)).toEqual([5]);
    expect(problems).toEqual([
      { line: 1, code: 'invalid-fields', params: { issues: [{ field: 4, issue: 'end-before-start' }] } },
      {
        line: 2,
        code: 'invalid-fields',
        params: {
          issues: [
            { field: 3, issue: 'invalid-date' },
            { field: 4, issue: 'invalid-date' },
          ],
        },
      },
      { line: 3, code: 'invalid-fields', params: { issues: [{ field: 4, issue: 'date-format' }] } },
      { line: 4, code: 'invalid-fields', params: { issues: [{ field: 1, issue: 'short-name-missing' }] } },
    ]);
  });
});
