import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu017, periodGroupMembers } from './gpu017.parser.js';

const utf8WithBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, 'utf8')]);

describe('GPU017 parser', () => {
  it('parses the Windows-1252 comma fixture: text with a comma, per-period groups of supervisors and rooms', () => {
    const { rows, problems } = parseGpu017(readUntisFixture('GPU017.TXT'));
    expect(problems).toEqual([]);
    expect(rows[0]).toEqual({
      line: 1,
      name: 'D-KA2',
      id: 17,
      text: 'Erörterung, Wörterbuch erlaubt',
      date: '2026-03-10',
      fromPeriod: 2,
      toPeriod: 3,
      subjects: ['D'],
      lessonNumbers: [4711],
      students: [],
      teachers: ['MUS', 'WEI'],
      rooms: ['R012'],
    });
    expect(rows[1]).toMatchObject({ students: ['S101', 'S102', 'S103'], teachers: ['MÜL', 'SCH'], rooms: ['R104', 'Aula'] });
    // One period, so the "-" in "TH-Süd" is part of the name, not a group separator.
    expect(rows[2]).toMatchObject({ text: undefined, fromPeriod: 5, toPeriod: 5, teachers: ['BÄR'], rooms: ['TH-Süd'] });
  });

  it('reads UTF-8 with BOM and semicolons the same way', () => {
    const { rows, problems } = parseGpu017(utf8WithBom('"E-KA";21;"Vokabeltest";20260311;1;2;"E";4760~4761;;"WEI~KRÄ-WEI";"R012";\r\n'));
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ date: '2026-03-11', lessonNumbers: [4760, 4761], teachers: ['WEI', 'KRÄ'], rooms: ['R012'] });
  });

  it('splits per-period groups by "-" only when they fit the periods', () => {
    expect(periodGroupMembers('MÜL~SCH-MÜL', 2)).toEqual(['MÜL', 'SCH']);
    expect(periodGroupMembers('R-101', 1)).toEqual(['R-101']);
    expect(periodGroupMembers('A-B-C', 3)).toEqual(['A', 'B', 'C']);
    expect(periodGroupMembers('', 2)).toEqual([]);
  });

  it('turns unreadable rows into warnings with line and field', () => {
    const { rows, problems } = parseGpu017(
      '"KA";1;;20260230;2;3;"D";4711;;;;\r\n"KA";2;;20260310;3;2;"D";4711;;;;\r\n"KA";3;;20260310;2;2;"D";x;;;;\r\n',
    );
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 1, code: 'invalid-fields', params: { issues: [{ field: 4, issue: 'invalid-date' }] } },
      { line: 2, code: 'invalid-fields', params: { issues: [{ field: 6, issue: 'end-before-start' }] } },
      { line: 3, code: 'invalid-fields', params: { issues: [{ field: 8, issue: 'not-an-integer' }] } },
    ]);
  });
});
