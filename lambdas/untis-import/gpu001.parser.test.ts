import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu001 } from './gpu001.parser.js';

describe('GPU001 parser', () => {
  it('parses the Windows-1252 fixture with umlauts, one row per class and period', () => {
    const { rows, problems } = parseGpu001(readUntisFixture('GPU001.TXT'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(15);
    expect(rows[0]).toEqual({
      line: 1,
      lessonNumber: 4711,
      className: '5b',
      teacher: 'MUS',
      subject: 'D',
      room: 'R012',
      day: 2,
      period: 3,
      duration: undefined,
      weekLabel: undefined,
    });
    expect(rows.filter((row) => row.lessonNumber === 4720).map((row) => `${row.className}/${row.teacher}/${row.room}`)).toEqual([
      '5a/KRÄ/BÜ1',
      '5a/WEI/R012',
      '5b/KRÄ/BÜ1',
      '5b/WEI/R012',
    ]);
  });

  it('accepts an empty teacher and room', () => {
    const { rows } = parseGpu001('4760,"6c",,"E",,4,1,,');
    expect(rows[0]).toMatchObject({ teacher: undefined, room: undefined });
  });

  it('reads the Stundenlänge as hh:mm (Untis docs) or as minutes (SVWS)', () => {
    const { rows, problems } = parseGpu001('1,"5a","MÜL","M","R104",1,1,"0:45",\n2,"5a","MÜL","M","R104",1,2,90,\n');
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.duration)).toEqual([45, 90]);
  });

  it('reads the A/B label some tools write into field 9', () => {
    expect(parseGpu001('1,"5a","MÜL","M","R104",1,1,,"A"').rows[0]?.weekLabel).toBe('A');
  });

  it('reports a line with a non-numeric lesson number and a weekday out of range by field', () => {
    const { rows, problems } = parseGpu001('x,"5a","MÜL","M","R104",1,1,,\n4712,"5a","MÜL","M","R104",8,1,,\n');
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 1, code: 'invalid-fields', params: { issues: [{ field: 1, issue: 'not-an-integer' }] } },
      { line: 2, code: 'invalid-fields', params: { issues: [{ field: 6, issue: 'weekday-range' }] } },
    ]);
  });
});
