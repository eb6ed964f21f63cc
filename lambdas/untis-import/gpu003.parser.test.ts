import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu003 } from './gpu003.parser.js';

describe('GPU003 parser', () => {
  it('parses the UTF-8 (BOM) semicolon fixture', () => {
    const { rows, problems } = parseGpu003(readUntisFixture('GPU003.TXT'));
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.name)).toEqual(['5a', '5b', '6c', '10a', 'Q1', '5aR']);
    expect(rows[0]).toMatchObject({
      line: 1,
      name: '5a',
      longName: 'Klasse 5a',
      room: 'R104',
      grade: 5,
      validFrom: '2025-08-11',
      validTo: '2026-07-31',
      classTeacher: 'MÜL',
    });
    expect(rows[2]?.longName).toBe('Klasse 6c – Bläserklasse');
  });

  it('reads alias, class group and the main class of a part class', () => {
    const rows = parseGpu003(readUntisFixture('GPU003.TXT')).rows;
    expect(rows[3]?.alias).toBe('10A');
    expect(rows[5]).toMatchObject({ name: '5aR', classGroup: '1', mainClass: '5a' });
  });
});
