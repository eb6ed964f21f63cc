import { describe, expect, it } from 'vitest';
import { sampleInput } from '../../tests/fixtures/untis/sample-plan.js';
import { readUntisFixture } from '../../tests/fixtures/untis/untis-fixtures.js';
import { parseGpu001 } from './gpu001.parser.js';
import { parseGpu005 } from './gpu005.parser.js';
import { parseGpu018 } from './gpu018.parser.js';
import { naturalKey } from './natural-keys.model.js';
import { buildTimetableImport } from './timetable-import.model.js';

/** The sample exports with the sample GPU014, or `substitutions` as GPU014. */
const fixtureInput = (substitutions: Uint8Array | string = readUntisFixture('GPU014.TXT')) => sampleInput(substitutions);

const gpu014Text = () => new TextDecoder().decode(readUntisFixture('GPU014.TXT'));

describe('timetable import model', () => {
  const model = buildTimetableImport(fixtureInput());

  it('has no problems on the consistent fixtures', () => {
    expect(model.problems).toEqual([]);
  });

  it('takes master data with short names as keys', () => {
    expect(model.classes.map((c) => c.key)).toEqual(['5a', '5b', '6c', '10a', 'Q1', '5aR']);
    expect(model.teachers.find((t) => t.key === 'SCH')).toEqual({
      key: 'SCH',
      name: 'SCH',
      lastName: 'Schröder',
      firstName: 'Käthe',
      title: 'Dr.',
      gender: 'female',
      email: 'k.schroeder@schule.example',
    });
    expect(model.rooms.map((r) => r.key)).toEqual(['R012', 'R104', 'BÜ1', 'TH-Süd', 'Aula']);
    expect(model.subjects.find((s) => s.key === 'D')).toEqual({
      key: 'D',
      name: 'D',
      longName: 'Deutsch',
      color: '#ffcc99',
      textColor: '#000000',
    });
    expect(model.classes.find((c) => c.key === '5aR')).toMatchObject({ mainClass: '5a', classGroup: '1' });
  });

  it('builds one weekly slot per lesson, day, period, class and subject, with times from the grid', () => {
    expect(model.slots).toHaveLength(14);
    expect(model.slots[0]).toEqual({
      key: '4711|2|3|5b|D',
      lessonNumber: 4711,
      day: 2,
      period: 3,
      className: '5b',
      subject: 'D',
      subjectKey: 'D',
      teachers: ['MUS'],
      rooms: ['R012'],
      start: '09:40',
      end: '10:25',
      weekLabel: undefined,
      lessonGroup: undefined,
      studentGroup: undefined,
      validFrom: '2025-08-11',
      validTo: '2026-07-31',
    });
  });

  it('merges team teachers of one subject and keeps split subjects of a coupling apart', () => {
    expect(model.slots.find((s) => s.lessonNumber === 4730)).toMatchObject({ teachers: ['BÄR', 'SCH'], rooms: ['TH-Süd'] });
    expect(model.slots.filter((s) => s.lessonNumber === 4720).map((s) => `${s.key} ${s.teachers.join()} ${s.studentGroup}`)).toEqual([
      '4720|4|5|5a|REK KRÄ 5ab-REK',
      '4720|4|5|5a|REV WEI 5ab-REV',
      '4720|4|5|5b|REK KRÄ 5ab-REK',
      '4720|4|5|5b|REV WEI 5ab-REV',
    ]);
  });

  it('turns GPU014 rows into dated changes, one per class, linked to their slot', () => {
    expect(model.changes.map((c) => [c.key, c.slotKey, c.types.join('+')])).toEqual([
      ['2025-03-12|4|4711|5b|D|MUS', '4711|3|4|5b|D', 'cancel'],
      ['2025-03-11|3|4711|5b|D|MUS', '4711|2|3|5b|D', 'substitution'],
      ['2025-03-10|1|4712|5a|M|MÜL', '4712|1|1|5a|M', 'roomChange'],
      ['2025-03-13|5|4720|5a|REK|KRÄ', '4720|4|5|5a|REK', 'substitution+roomChange+subjectChange'],
      ['2025-03-13|5|4720|5b|REK|KRÄ', '4720|4|5|5b|REK', 'substitution+roomChange+subjectChange'],
      ['2025-03-14|5|4730|5a|SP|BÄR', '4730|5|5|5a|SP', 'substitution+additionalAttribute'],
      ['2025-03-13|3|4740|10a|BIO|SCH', '4740|4|3|10a|BIO', 'substitution+subjectChange'],
      ['2025-03-12|6|0|5b||', undefined, 'replacement'],
      ['2025-03-13|1|4760|6c|E|WEI', '4760|4|1|6c|E', 'cancel'],
      ['2025-03-14|2|4760|6c|E|WEI', undefined, 'replacement'],
    ]);
    expect(model.changes[0]).toMatchObject({
      date: '2025-03-12',
      period: 4,
      start: '10:30',
      end: '11:15',
      effect: 'cancelled',
      text: 'Aufgaben im Moodle',
      lastModified: '2025-03-11T07:45',
    });
  });

  it('keeps break supervisions apart and leaves hidden rows out', () => {
    expect(model.breakSupervisions).toEqual([
      {
        key: '2025-03-11|3|Gang Nord|MÜL',
        date: '2025-03-11',
        beforePeriod: 3,
        corridors: ['Gang Nord'],
        absentTeacher: 'MÜL',
        substituteTeacher: 'SCH',
        text: undefined,
        line: 6,
      },
    ]);
    expect(model.hiddenSubstitutionLines).toEqual([7]);
  });

  it('takes the holidays of GPU018 by long name, else short name, and has none without the file', () => {
    expect(model.holidays).toEqual([]);
    const holidays = buildTimetableImport({
      ...fixtureInput(),
      holidays: parseGpu018('"TDE";"Tag der Deutschen Einheit";20251003;20251003;F\n"Bew";;20260515;20260515;').rows,
    }).holidays;
    expect(holidays).toEqual([
      { name: 'Tag der Deutschen Einheit', from: '2025-10-03', to: '2025-10-03', publicHoliday: true },
      { name: 'Bew', from: '2026-05-15', to: '2026-05-15', publicHoliday: false },
    ]);
  });
});

describe('natural keys', () => {
  it('are equal when the same files are parsed twice', () => {
    const first = buildTimetableImport(fixtureInput());
    const second = buildTimetableImport(fixtureInput());
    expect(second).toEqual(first);
    expect(second.slots.map((s) => s.key)).toEqual(first.slots.map((s) => s.key));
    expect(second.changes.map((c) => c.key)).toEqual(first.changes.map((c) => c.key));
  });

  it('are unique within an import, so writing by key never duplicates', () => {
    const model = buildTimetableImport(fixtureInput());
    for (const keys of [model.slots.map((s) => s.key), model.changes.map((c) => c.key), model.breakSupervisions.map((b) => b.key)]) {
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('stay the same when a substitution is updated (other teacher, new id and timestamp)', () => {
    const original = buildTimetableImport(fixtureInput()).changes.find((c) => c.substitutionId === 9002);
    const updatedText = gpu014Text()
      .replace('9002;"20250311";3;77;4711;"MUS";"MÜL"', '9102;"20250311";3;77;4711;"MUS";"SCH"')
      .replace('202503100815', '202503110630');
    const updated = buildTimetableImport(fixtureInput(updatedText)).changes.find((c) => c.substitutionId === 9102);
    expect(updated?.key).toBe(original?.key);
    expect(updated).toMatchObject({ substituteTeacher: 'SCH', lastModified: '2025-03-11T06:30' });
  });

  it('stay the same when a substitution turns into a cancellation', () => {
    const cancelled = gpu014Text().replace(';2097152;"5b";;202503100815;', ';2097153;"5b";"C";202503110900;');
    const change = buildTimetableImport(fixtureInput(cancelled)).changes.find((c) => c.substitutionId === 9002);
    expect(change).toMatchObject({ key: '2025-03-11|3|4711|5b|D|MUS', types: ['cancel'] });
  });

  it('keep the newer of two rows with the same key and report the older one', () => {
    const text = `${gpu014Text()}9102;"20250311";3;77;4711;"MUS";"SCH";"D";"D";;;"R012";"R012";;"5b";"KR";;2097152;"5b";;202503091200;"+"`;
    const model = buildTimetableImport(fixtureInput(text));
    expect(model.changes.filter((c) => c.key === '2025-03-11|3|4711|5b|D|MUS').map((c) => c.substituteTeacher)).toEqual(['MÜL']);
    expect(model.problems).toEqual([{ file: 'GPU014', line: 12, code: 'duplicate-substitution', params: { keptLine: 2 } }]);
  });

  it('escape the separator inside a part', () => {
    expect(naturalKey('a|b', 'c\\d')).toBe('a\\|b|c\\\\d');
    expect(naturalKey('a|b', 'c')).not.toBe(naturalKey('a', 'b|c'));
  });
});

describe('import problems', () => {
  it('reports references missing from master data once (where first seen), and slots outside the time grid', () => {
    const input = fixtureInput();
    const model = buildTimetableImport({
      ...input,
      subjectOverrides: undefined,
      timeGrid: { entries: input.timeGrid.entries.filter((entry) => entry.day !== 5) },
      timetable: parseGpu001(
        '4711,"5x","MUS","D","R012",2,3,,\n4712,"5x","MUS","D","R012",2,4,,\n4730,"5a","BÄR","SP","TH-Süd",5,5,,\n4750,"Q1","MÜL","M-LK1","R104",1,3,,',
      ).rows,
      substitutions: [],
    });
    expect(model.problems).toEqual([
      { file: 'GPU002', line: 10, code: 'unknown-element', params: { kind: 'subject', value: 'M-LK1' } },
      { file: 'GPU001', line: 1, code: 'unknown-element', params: { kind: 'class', value: '5x' } },
      { file: 'GPU001', line: 3, code: 'no-time-for-slot', params: { day: 5, period: 5 } },
    ]);
    expect(model.slots.find((s) => s.className === '5x')).toMatchObject({ key: '4711|2|3|5x|D' });
  });

  it('reports duplicate master data and keeps the first row', () => {
    const model = buildTimetableImport({ ...fixtureInput(), rooms: parseGpu005('"R012","Raum 012"\n"R012","Doppelt"').rows });
    expect(model.rooms).toEqual([{ key: 'R012', name: 'R012', longName: 'Raum 012', capacity: undefined }]);
    expect(model.problems).toContainEqual({ file: 'GPU005', line: 2, code: 'duplicate-name', params: { name: 'R012' } });
  });

  it('takes references as written when a master data file is left out', () => {
    const model = buildTimetableImport({ timetable: fixtureInput().timetable, timeGrid: { entries: [] } });
    expect(model.problems.every((problem) => problem.code === 'no-time-for-slot')).toBe(true);
    expect(model.slots).toHaveLength(14);
  });
});
