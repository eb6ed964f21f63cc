import { describe, expect, it } from 'vitest';
import { sortStudents } from './event-students.js';

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
