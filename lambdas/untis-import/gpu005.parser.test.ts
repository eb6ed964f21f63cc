import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu005 } from './gpu005.parser.js';

describe('GPU005 parser', () => {
  it('parses the UTF-8 comma fixture with 18 fields and a blank last line', () => {
    const { rows, problems } = parseGpu005(readUntisFixture('GPU005.TXT'));
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.name)).toEqual(['R012', 'R104', 'BÜ1', 'TH-Süd', 'Aula']);
    expect(rows[1]).toMatchObject({
      line: 2,
      longName: 'Raum 104 (Chemie, Physik)',
      alternativeRoom: 'R012',
      capacity: 28,
      corridor1: 'Gang Süd',
    });
  });
});
