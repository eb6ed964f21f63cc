import { describe, expect, it } from 'vitest';
import { sampleTimetable } from '../../tests/fixtures/untis/sample-plan.js';

const { tutors, tutorProblems, master } = sampleTimetable();

describe('tutors by short name', () => {
  it('matches one account per short name, ignoring case, and reports the others', () => {
    expect(tutors.get('MUS')?.uid).toBe('u-mus');
    expect(tutors.get('MÜL')?.uid).toBe('u-mul');
    expect(tutors.has('SCH')).toBe(false);
    expect(tutorProblems).toContainEqual(expect.objectContaining({ code: 'tutor-ambiguous', params: { short: 'SCH', accounts: 2 } }));
    expect(tutorProblems).toContainEqual({ file: 'GPU004', line: 2, code: 'tutor-without-account', params: { short: 'BÄR' } });
  });
});

describe('master data of an import', () => {
  it('lists every class, subject, room and period, course names under their subject', () => {
    expect(master.groups.map((group) => group.name)).toEqual(['5a', '5b', '6c', '10a', 'Q1', '5aR']);
    expect(master.groups.find((group) => group.name === '5a')?.classTutorUid).toBe('u-mul');
    expect(master.subjects.map((subject) => subject.name)).not.toContain('M-LK1');
    expect(master.subjects.find((subject) => subject.name === 'D')).toEqual({ name: 'D', longName: 'Deutsch', color: '#ffcc99' });
    expect(master.subjects.find((subject) => subject.name === 'PH')?.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(master.rooms.map((room) => room.name)).toEqual(['R012', 'R104', 'BÜ1', 'TH-Süd', 'Aula']);
    expect(master.blocks[0]).toEqual({ period: 1, starttime: '07:45', endtime: '08:30' });
    expect(master.blocks).toHaveLength(8);
  });
});
