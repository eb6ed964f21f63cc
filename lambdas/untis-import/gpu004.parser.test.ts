import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu004, splitTeacherLongName } from './gpu004.parser.js';

describe('GPU004 parser', () => {
  it('parses the Windows-1252 comma fixture with umlauts', () => {
    const { rows, problems } = parseGpu004(readUntisFixture('GPU004.TXT'));
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.name)).toEqual(['MÜL', 'BÄR', 'SCH', 'WEI', 'KRÄ', 'MUS']);
    expect(rows[0]).toMatchObject({
      line: 1,
      lastName: 'Müller',
      firstName: 'Jürgen',
      gender: 'male',
      email: 'j.mueller@schule.example',
      department: 'MINT',
    });
    expect(rows[3]).toMatchObject({ lastName: 'Weiß', firstName: 'Grete', gender: 'female', alias: 'Weiss' });
    expect(rows[5]).toMatchObject({ lastName: 'Musterfrau', title: 'StRin' });
  });

  it('reads gender 3 as diverse (enbrea)', () => {
    expect(parseGpu004('"ABC","Abc",,,,,,,,,,,,,,,,,,,,,,,,,,,"Alex",,3').rows[0]?.gender).toBe('diverse');
  });

  it('keeps a single word even if it looks like a salutation', () => {
    expect(splitTeacherLongName('Frau')).toEqual({ lastName: 'Frau' });
  });
});
