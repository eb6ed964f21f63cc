import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu002 } from './gpu002.parser.js';

describe('GPU002 parser', () => {
  it('parses the semicolon fixture without text delimiter and with 47 fields', () => {
    const { rows, problems } = parseGpu002(readUntisFixture('GPU002.TXT'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toMatchObject({
      line: 1,
      lessonNumber: 4711,
      weeklyPeriods: 4,
      className: '5b',
      teacher: 'MUS',
      subject: 'D',
      subjectRooms: ['R012'],
      studentCount: 27,
      weeklyValue: 4,
      validFrom: '2025-08-11',
      validTo: '2026-07-31',
    });
  });

  it('keeps the 0 hours of the extra rows of a coupling and the student group of split lessons', () => {
    const religion = parseGpu002(readUntisFixture('GPU002.TXT')).rows.filter((row) => row.lessonNumber === 4720);
    expect(religion.map((row) => [row.className, row.teacher, row.classWeeklyPeriods, row.teacherWeeklyPeriods, row.studentGroup])).toEqual(
      [
        ['5a', 'KRÄ', 1, 1, '5ab-REK'],
        ['5a', 'WEI', 0, 1, '5ab-REV'],
        ['5b', 'KRÄ', 1, 0, '5ab-REK'],
        ['5b', 'WEI', 0, 0, '5ab-REV'],
      ],
    );
  });

  it('reads decimals with a point, the lesson group and tilde lists', () => {
    const rows = parseGpu002(readUntisFixture('GPU002.TXT')).rows;
    expect(rows.find((row) => row.lessonNumber === 4750)).toMatchObject({
      weeklyValue: 2.5,
      lineText: 'Leistungskurs Mathematik',
      lineText2: 'M-LK1 Müller',
    });
    expect(rows.find((row) => row.lessonNumber === 4740)).toMatchObject({ lessonGroup: 'A-Woche', validTo: '2026-01-31' });
    expect(parseGpu002('1,2,2,2,"5a","MÜL","CH","R104~R012",,,,,,,,,,,,"R012~BÜ1"').rows[0]).toMatchObject({
      subjectRooms: ['R104', 'R012'],
      homeRooms: ['R012', 'BÜ1'],
    });
  });

  it('reports an impossible validity date', () => {
    const { problems } = parseGpu002('1;2;2;2;5a;MÜL;M;;;;;;;;20250230;20260731;');
    expect(problems).toEqual([{ line: 1, code: 'invalid-fields', params: { issues: [{ field: 15, issue: 'invalid-date' }] } }]);
  });
});
