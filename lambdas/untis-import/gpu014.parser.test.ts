import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu014 } from './gpu014.parser.js';

describe('GPU014 parser', () => {
  const { rows, problems } = parseGpu014(readUntisFixture('GPU014.TXT'));

  it('parses the UTF-8 (BOM) semicolon fixture with 22 fields', () => {
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(11);
  });

  it('reads the spec sample line: a cancellation of German for 5b', () => {
    expect(rows[0]).toMatchObject({
      line: 1,
      id: 9001,
      date: '2025-03-12',
      period: 4,
      absenceNumber: 77,
      lessonNumber: 4711,
      absentTeacher: 'MUS',
      substituteTeacher: undefined,
      subject: 'D',
      substituteSubject: undefined,
      rooms: ['R012'],
      substituteRooms: [],
      classes: ['5b'],
      reason: 'KR',
      text: 'Aufgaben im Moodle',
      art: 2097153,
      substituteClasses: ['5b'],
      typeLetter: 'C',
      lastModified: '2025-03-11T07:45',
      classification: { effect: 'cancelled', changeTypes: ['cancel'], attributes: [] },
    });
    expect(rows[0]?.artFlags).toMatchObject({ cancelled: true, isNew: true, supervision: false });
  });

  it('reads a substitution with umlauts and doubled quotes in the text', () => {
    expect(rows[1]).toMatchObject({
      substituteTeacher: 'MÜL',
      text: 'Thema "Brüche" wiederholen',
      classification: { changeTypes: ['substitution'] },
    });
  });

  it('reads a room change whose text contains the separator', () => {
    expect(rows[2]).toMatchObject({
      rooms: ['R104'],
      substituteRooms: ['BÜ1'],
      text: 'Raum belegt; bitte BÜ1 nutzen',
      typeLetter: 'R',
      classification: { changeTypes: ['roomChange'] },
    });
  });

  it('splits multi-class values at "~"', () => {
    expect(rows[3]).toMatchObject({
      classes: ['5a', '5b'],
      substituteClasses: ['5a', '5b'],
      classification: { changeTypes: ['substitution', 'roomChange', 'subjectChange'] },
    });
  });

  it('classifies every fixture row', () => {
    expect(rows.map((row) => [row.id, row.classification.effect, row.classification.changeTypes.join('+')])).toEqual([
      [9001, 'cancelled', 'cancel'],
      [9002, 'takesPlace', 'substitution'],
      [9003, 'takesPlace', 'roomChange'],
      [9004, 'takesPlace', 'substitution+roomChange+subjectChange'],
      [9005, 'takesPlace', 'substitution+additionalAttribute'],
      [9006, 'breakSupervision', ''],
      [9007, 'hidden', ''],
      [0, 'takesPlace', 'substitution+subjectChange'],
      [9008, 'takesPlace', 'replacement'],
      [9009, 'cancelled', 'cancel'],
      [9010, 'takesPlace', 'replacement'],
    ]);
  });

  it('reads lesson number 0 as no lesson', () => {
    expect(rows[5]?.lessonNumber).toBeUndefined();
    expect(rows[8]).toMatchObject({ lessonNumber: undefined, classes: [], substituteClasses: ['5b'] });
  });

  it('reads a "???" substitute teacher as unfilled, so the row is open rather than rejected', () => {
    const result = parseGpu014('1;"20250312";2;;4711;"MUS";"???";"D";;;;"R012";;;"5b";;;0;"5b";;;');
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      substituteTeacher: undefined,
      classification: { changeTypes: ['absentTutorsChange'], attributes: ['open'] },
    });
  });

  it('reads an empty Art as no flags', () => {
    const [row] = parseGpu014('1;"20250312";2;;4711;"MUS";"MÜL";"D";;;;"R012";;;"5b";;;;"5b";;;').rows;
    expect(row?.art).toBe(0);
    expect(row?.classification.changeTypes).toEqual(['substitution']);
  });

  it('keeps a row with an undocumented type letter, treats it as plain and reports it', () => {
    const result = parseGpu014('1;"20250312";2;;4711;"MUS";"MÜL";"D";;;;"R012";;;"5b";;;0;"5b";"X";;');
    expect(result.rows[0]).toMatchObject({ typeLetter: undefined, classification: { changeTypes: ['substitution'] } });
    expect(result.problems).toEqual([{ line: 1, code: 'unknown-substitution-type', params: { letter: 'X' } }]);
  });

  it('reports a bad date and a bad timestamp by field', () => {
    const result = parseGpu014('1;"2025-03-12";2;;4711;"MUS";;"D";;;;;;;"5b";;;1;;"C";2025031107;');
    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([
      {
        line: 1,
        code: 'invalid-fields',
        params: {
          issues: [
            { field: 2, issue: 'date-format' },
            { field: 21, issue: 'timestamp-format' },
          ],
        },
      },
    ]);
  });
});
