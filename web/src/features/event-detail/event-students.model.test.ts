import { describe, expect, it } from 'vitest';
import { sortStudents, splitStudents } from './event-students.model.js';

const students = [
  { uid: '1', displayName: 'Zoe Adler', group: '7a' },
  { uid: '2', displayName: 'Anna Weber', group: '10b' },
  { uid: '3', displayName: 'Ben Kraus', group: '7a' },
];

describe('sortStudents', () => {
  it('sorts by class (numeric) and then by name', () => {
    expect(sortStudents(students, 'group').map((student) => student.uid)).toEqual(['3', '1', '2']);
  });

  it('sorts by name alone and keeps the input', () => {
    expect(sortStudents(students, 'name').map((student) => student.uid)).toEqual(['2', '3', '1']);
    expect(students[0]?.uid).toBe('1');
  });
});

describe('splitStudents', () => {
  it('lists an absent student only under the absent ones, a student with a day note also among the others', () => {
    const { absent, withNotes, others } = splitStudents(students, [
      { studentUid: '2', kind: 'absence', text: 'Krankheit' },
      { studentUid: '3', kind: 'daynotice', text: 'Sportbefreiung' },
    ]);
    expect(absent).toEqual([{ ...students[1], texts: ['Krankheit'] }]);
    expect(withNotes).toEqual([{ ...students[2], texts: ['Sportbefreiung'] }]);
    expect(others.map((student) => student.uid)).toEqual(['1', '3']);
  });

  it('keeps every student without marks', () => {
    expect(splitStudents(students, []).others).toEqual(students);
  });
});
