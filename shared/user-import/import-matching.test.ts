import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportRow } from './import-format.js';
import { findDuplicates, findExisting, rowsToCreate, studentsMovingUp } from './import-matching.js';

const student = (row: number, lastname: string, firstname: string, groupDisplayName = '5a'): ImportRow => ({
  row,
  lastname,
  firstname,
  groupDisplayName,
});

describe('findDuplicates', () => {
  it('groups rows by last and first name, case-insensitive', () => {
    const rows = [student(2, 'Weber', 'Anna'), student(3, 'Koch', 'Ben'), student(4, 'weber', 'ANNA', '6b')];
    expect(findDuplicates(rows)).toEqual([{ lastname: 'Weber', firstname: 'Anna', rows: [2, 4] }]);
  });
});

describe('findExisting', () => {
  it('matches existing users by name, whatever their class', () => {
    const rows = [student(2, 'Weber', 'Anna', '7a'), student(3, 'Koch', 'Ben')];
    expect(findExisting(rows, [{ lastname: 'Weber', firstname: 'Anna', groupDisplayName: '8c' }])).toEqual([
      { row: 2, lastname: 'Weber', firstname: 'Anna', groupDisplayName: '7a', existingGroupDisplayName: '8c' },
    ]);
  });
});

describe('rowsToCreate', () => {
  it('skips students existing by name and class, numbers equal people of the file', () => {
    const rows = [
      student(2, 'Weber', 'Anna', '7a'),
      student(3, 'Weber', 'Anna', '8c'),
      student(4, 'Koch', 'Ben'),
      student(5, 'koch', 'ben'),
    ];
    const result = rowsToCreate('students', rows, [{ lastname: 'Weber', firstname: 'Anna', groupDisplayName: '7a' }]);
    expect(result.map(({ row, occurrence }) => [row.row, occurrence])).toEqual([
      [3, 0],
      [4, 0],
      [5, 1],
    ]);
  });

  it('creating the rows and importing again creates nobody (any file)', () => {
    const person = fc.record({
      lastname: fc.constantFrom('Weber', 'Koch', 'Öztürk'),
      firstname: fc.constantFrom('Anna', 'Ben'),
      groupDisplayName: fc.constantFrom('5a', '6b'),
    });
    fc.assert(
      fc.property(fc.array(person, { maxLength: 30 }), fc.constantFrom('students' as const, 'tutors' as const), (people, group) => {
        const rows = people.map((item, index) => ({ row: index + 2, ...item }));
        const first = rowsToCreate(group, rows, []);
        expect(first).toHaveLength(rows.length);
        expect(new Set(first.map(({ key, occurrence }) => `${key}#${occurrence}`)).size).toBe(rows.length);
        expect(
          rowsToCreate(
            group,
            rows,
            first.map(({ row }) => row),
          ),
        ).toEqual([]);
      }),
    );
  });
});

describe('studentsMovingUp', () => {
  const anna = { uid: 'u-anna', lastname: 'Weber', firstname: 'Anna', groupDisplayName: '7a' };
  const ben = { uid: 'u-ben', lastname: 'Kaya', firstname: 'Ben', groupDisplayName: '9b' };
  it('moves a student of the year before into the new class, whatever the class', () => {
    const rows = [student(2, 'weber', 'anna', '8a'), student(3, 'Neu', 'Nina', '5a')];
    expect(studentsMovingUp(rows, [anna, ben], new Set())).toEqual([{ row: rows[0], uid: 'u-anna' }]);
  });

  it('leaves students who already have a class this year, ambiguous names and names given twice', () => {
    const twin = { ...anna, uid: 'u-anna-2', groupDisplayName: '7b' };
    expect(studentsMovingUp([student(2, 'Weber', 'Anna', '8a')], [anna], new Set(['u-anna']))).toEqual([]);
    expect(studentsMovingUp([student(2, 'Weber', 'Anna', '8a')], [anna, twin], new Set())).toEqual([]);
    expect(studentsMovingUp([student(2, 'Weber', 'Anna', '8a'), student(3, 'Weber', 'Anna', '8b')], [anna], new Set())).toEqual([]);
  });
});
