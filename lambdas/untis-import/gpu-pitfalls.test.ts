import { describe, expect, it } from 'vitest';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu001 } from './gpu001.parser.js';
import { parseGpu002 } from './gpu002.parser.js';
import { parseGpu003 } from './gpu003.parser.js';
import { parseGpu004 } from './gpu004.parser.js';
import { parseGpu005 } from './gpu005.parser.js';
import { parseGpu006 } from './gpu006.parser.js';
import { parseGpu014 } from './gpu014.parser.js';
import { buildTimeGrid } from './time-grid.parser.js';
import { buildTimetableImport } from './timetable-import.model.js';

const cp1252 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf8WithBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, 'utf8')]);
const grid = buildTimeGrid([1, 2, 3, 4, 5, 6, 7, 8].map((period) => ({ period, start: `${7 + period}:00`, end: `${7 + period}:45` })));
const stripLines = <T extends { line: number }>(rows: T[]) => rows.map(({ line: _line, ...rest }) => rest);

/** One test per pitfall of spec §4 that concerns parsing, named after it. */
describe('pitfalls (spec §4)', () => {
  it('separator and encoding mismatch: ";" + UTF-8 with BOM and "," + Windows-1252 give the same rows', () => {
    const semicolonUtf8 = parseGpu004(utf8WithBom('"MÜL";"Müller"\r\n"WEI";"Weiß"\r\n'));
    const commaAnsi = parseGpu004(cp1252('"MÜL","Müller"\r\n"WEI","Weiß"\r\n'));
    expect(semicolonUtf8.problems).toEqual([]);
    expect(commaAnsi.rows).toEqual(semicolonUtf8.rows);
    expect(commaAnsi.rows.map((row) => row.lastName)).toEqual(['Müller', 'Weiß']);
  });

  it('naive split(","): a quoted text containing the separator stays one field', () => {
    const [row] = parseGpu005('"R104","Raum 104 (Chemie, Physik)","R012",,,,,28,,"Gang Süd",,,,,,,,').rows;
    expect(row).toMatchObject({ longName: 'Raum 104 (Chemie, Physik)', alternativeRoom: 'R012', capacity: 28, corridor1: 'Gang Süd' });
  });

  it('GPU002 ≠ GPP002: a "current lessons" export uploaded as GPU002 is recognised, not half-imported', () => {
    const gpp002 = '"MUS",2025,3,12,4,"D","5b","R012",,,4711,,\r\n"MÜL",2025,3,12,5,"M","5a","R104",,,4712,,\r\n';
    expect(parseGpu002(gpp002)).toEqual({ rows: [], problems: [{ line: 1, code: 'gpp002-instead-of-gpu002', params: {} }] });
  });

  it('bad or placeholder rows: "?" in key fields, overlong names and weekday 0 or empty are skipped, 0 periods are kept', () => {
    const rows = ['1;2;2;2;5a;MÜL;?;', `2;2;2;2;5a;MÜL;${'X'.repeat(41)};`, '3;0;0;0;5a;MÜL;M;', '4;2;2;2;5a;?;D;'];
    const lessons = parseGpu002(rows.join('\n'));
    expect(lessons.rows.map((row) => [row.lessonNumber, row.weeklyPeriods, row.teacher])).toEqual([
      [3, 0, 'MÜL'],
      [4, 2, undefined],
    ]);
    expect(lessons.problems).toEqual([
      { line: 1, code: 'invalid-fields', params: { issues: [{ field: 7, issue: 'short-name-placeholder' }] } },
      { line: 2, code: 'invalid-fields', params: { issues: [{ field: 7, issue: 'short-name-too-long' }] } },
    ]);
    const timetable = parseGpu001('4711,"5b","MUS","D","R012",0,3,,\n4711,"5b","MUS","D","R012",,4,,\n4711,"5b","MUS","D","R012",2,3,,');
    expect(timetable.rows.map((row) => row.line)).toEqual([3]);
    expect(timetable.problems.map((problem) => problem.line)).toEqual([1, 2]);
  });

  it('repeated lesson numbers: rows per class and coupling line are grouped by lesson, class and subject', () => {
    const timetable = parseGpu001(
      [
        '100,"5a","KRÄ","REK","BÜ1",4,5,,',
        '100,"5a","WEI","REV","R012",4,5,,',
        '100,"5b","KRÄ","REK","BÜ1",4,5,,',
        '200,"5a","BÄR","SP","TH-Süd",5,5,,',
        '200,"5a","SCH","SP","TH-Süd",5,5,,',
        '200,"5a","BÄR","SP","TH-Süd",5,6,,',
      ].join('\n'),
    ).rows;
    const { slots } = buildTimetableImport({ timetable, timeGrid: grid });
    expect(slots.map((slot) => `${slot.key}: ${slot.teachers.join('+')}`)).toEqual([
      '100|4|5|5a|REK: KRÄ',
      '100|4|5|5a|REV: WEI',
      '100|4|5|5b|REK: KRÄ',
      '200|5|5|5a|SP: BÄR+SCH',
      '200|5|6|5a|SP: BÄR',
    ]);
  });

  it('split classes / part classes: class group, main class and the student group of split lessons are kept', () => {
    expect(parseGpu003(readUntisFixture('GPU003.TXT')).rows.find((row) => row.name === '5aR')).toMatchObject({
      classGroup: '1',
      mainClass: '5a',
    });
    const model = buildTimetableImport({
      timetable: parseGpu001(readUntisFixture('GPU001.TXT')).rows,
      lessons: parseGpu002(readUntisFixture('GPU002.TXT')).rows,
      timeGrid: grid,
    });
    expect(model.slots.filter((slot) => slot.lessonNumber === 4720 && slot.className === '5a').map((slot) => slot.studentGroup)).toEqual([
      '5ab-REK',
      '5ab-REV',
    ]);
  });

  it('course-style subject names: "M-LK1" keeps its own slot key and takes the subject of an override', () => {
    const timetable = parseGpu001('4750,"Q1","MÜL","M-LK1","R104",1,3,,').rows;
    const subjects = parseGpu006(readUntisFixture('GPU006.TXT')).rows;
    const withOverride = buildTimetableImport({ timetable, subjects, timeGrid: grid, subjectOverrides: { 'M-LK1': 'M' } });
    expect(withOverride.slots[0]).toMatchObject({ key: '4750|1|3|Q1|M-LK1', subject: 'M-LK1', subjectKey: 'M' });
    expect(withOverride.problems).toEqual([]);
    const without = buildTimetableImport({ timetable, subjects, timeGrid: grid });
    expect(without.slots[0]?.subjectKey).toBeUndefined();
    expect(without.problems).toEqual([{ file: 'GPU001', line: 1, code: 'unknown-element', params: { kind: 'subject', value: 'M-LK1' } }]);
  });

  it('week types (A/B) and validity: GPU002 lesson group and dates, and a field-9 label, reach the slot', () => {
    const timetable = parseGpu001('4740,"10a","SCH","BIO","R104",4,3,,"A"').rows;
    const lessons = parseGpu002(readUntisFixture('GPU002.TXT')).rows;
    expect(buildTimetableImport({ timetable, lessons, timeGrid: grid }).slots[0]).toMatchObject({
      weekLabel: 'A',
      lessonGroup: 'A-Woche',
      validFrom: '2025-08-11',
      validTo: '2026-01-31',
    });
  });

  it('GPU014 reliability: substitution id 0 is accepted and never used as key', () => {
    const rows = parseGpu014(
      [
        '0;"20250313";3;;4740;"SCH";"BÄR";"BIO";;;;"R104";;;"10a";;;0;"10a";;;',
        '0;"20250313";4;;4740;"SCH";"BÄR";"BIO";;;;"R104";;;"10a";;;0;"10a";;;',
      ].join('\n'),
    ).rows;
    const { changes, problems } = buildTimetableImport({ timetable: [], substitutions: rows, timeGrid: grid });
    expect(problems).toEqual([]);
    expect(changes.map((change) => [change.substitutionId, change.key])).toEqual([
      [0, '2025-03-13|3|4740|10a|BIO|SCH'],
      [0, '2025-03-13|4|4740|10a|BIO|SCH'],
    ]);
  });

  it('corridors as rooms: break-supervision corridors are free text, not unknown rooms', () => {
    const substitutions = parseGpu014('9006;"20250311";3;;0;"MÜL";"SCH";;;;;"Gang Nord";"Gang Nord";;;;;131072;;"B";202503101500;" "').rows;
    const rooms = parseGpu005(readUntisFixture('GPU005.TXT')).rows;
    const model = buildTimetableImport({ timetable: [], rooms, substitutions, timeGrid: grid });
    expect(model.problems).toEqual([]);
    expect(model.changes).toEqual([]);
    expect(model.breakSupervisions[0]).toMatchObject({ corridors: ['Gang Nord'], beforePeriod: 3, substituteTeacher: 'SCH' });
  });

  it('teacher names: "Hr. Meier", "Fr. Dr. Meier" and "Dr. Meier" in Langname give the last name alone', () => {
    const rows = parseGpu004('"MEI","Hr. Meier"\n"MEF","Fr. Dr. Meier-Lüdenscheid"\n"MED","Dr. Meier"\n"MEN","Meier"').rows;
    expect(rows.map(({ lastName, title, gender }) => ({ lastName, title, gender }))).toEqual([
      { lastName: 'Meier', title: undefined, gender: 'male' },
      { lastName: 'Meier-Lüdenscheid', title: 'Dr.', gender: 'female' },
      { lastName: 'Meier', title: 'Dr.', gender: undefined },
      { lastName: 'Meier', title: undefined, gender: undefined },
    ]);
  });

  it('aliases: an export written with aliases gives the same keys as one written with short names', () => {
    const classes = parseGpu003(readUntisFixture('GPU003.TXT')).rows;
    const teachers = parseGpu004(readUntisFixture('GPU004.TXT')).rows;
    const subjects = parseGpu006(readUntisFixture('GPU006.TXT')).rows;
    const master = { classes, teachers, subjects, timeGrid: grid };
    const byName = buildTimetableImport({ ...master, timetable: parseGpu001('4740,"10a","WEI","D","R104",4,3,,').rows });
    const byAlias = buildTimetableImport({ ...master, timetable: parseGpu001('4740,"10A","Weiss","Dt","R104",4,3,,').rows });
    expect(byAlias.problems).toEqual([]);
    expect(byAlias.slots).toEqual(byName.slots);
    expect(byAlias.slots[0]).toMatchObject({ key: '4740|4|3|10a|D', teachers: ['WEI'] });
  });

  it('field count drift: extra trailing fields are ignored and missing ones read as empty', () => {
    const longRow = parseGpu014(
      `9001;"20250312";4;77;4711;"MUS";;"D";;;;"R012";;;"5b";"KR";"Text";1;"5b";"C";202503110745;"-";"x";"y";"z"`,
    );
    const shortRow = parseGpu014('9001;"20250312";4;77;4711;"MUS";;"D";;;;"R012";;;"5b";"KR";"Text";1');
    expect(longRow.problems).toEqual([]);
    expect(shortRow.problems).toEqual([]);
    expect(shortRow.rows[0]).toMatchObject({
      typeLetter: undefined,
      substituteClasses: [],
      lastModified: undefined,
      classification: { changeTypes: ['cancel'] },
    });
    expect(stripLines(parseGpu002('4711;4;4;4;5b;MUS;D;R012;;27;4.000;;;;20250811;20260731;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;0;').rows)).toEqual(
      stripLines(parseGpu002('4711;4;4;4;5b;MUS;D;R012;;27;4.000;;;;20250811;20260731').rows),
    );
  });

  it('enbrea quirks: the type letter " S" is trimmed and Art 2 is Betreuung, not special duty', () => {
    const [row] = parseGpu014(
      '9005;"20250314";5;79;4730;"BÄR";"WEI";"SP";;;;"TH-Süd";"TH-Süd";;"5a";"KR";;2;"5a";" S";202503131000;"~"',
    ).rows;
    expect(row?.typeLetter).toBe('S');
    expect(row?.artFlags).toMatchObject({ supervision: true, specialDuty: false });
    expect(row?.classification.attributes).toEqual(['classSupervision']);
  });
});
