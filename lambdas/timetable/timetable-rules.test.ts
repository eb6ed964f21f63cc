import { describe, expect, it } from 'vitest';
import { audiencesOf } from './lesson-date-write.service.js';
import { isChangeVisible } from './weekplan-event.model.js';
import { canSeeGroup } from './year-groups.service.js';

describe('timetable rules', () => {
  it('lets tutors see every change and others only those flagged for their role', () => {
    const tutorsOnly = { visibleForStudent: false, visibleForGuardian: false };
    const studentsOnly = { visibleForStudent: true, visibleForGuardian: false };
    expect(isChangeVisible(tutorsOnly, 'tutor')).toBe(true);
    expect(isChangeVisible(tutorsOnly, 'student')).toBe(false);
    expect(isChangeVisible(tutorsOnly, 'guardian')).toBe(false);
    expect(isChangeVisible(studentsOnly, 'student')).toBe(true);
    expect(isChangeVisible(studentsOnly, 'guardian')).toBe(false);
  });

  it('stores a lesson date for each group, each tutor, each substitute or additional tutor and, changed, for the school', () => {
    const tutor = (uid: string) => ({ uid, short: uid.toUpperCase() });
    const change = { changeId: 'c', visibleForStudent: true, visibleForGuardian: true };
    expect(
      audiencesOf({
        groups: [
          { groupId: '7a', displayName: '7a' },
          { groupId: '7b', displayName: '7b' },
        ],
        tutors: [tutor('mul')],
        changes: [
          { ...change, type: 'substitution', tutors: [tutor('sch')] },
          { ...change, type: 'additionalTutorsChange', tutors: [tutor('bra'), tutor('mul')] },
          { ...change, type: 'absentTutorsChange', tutors: [tutor('mul')] },
        ],
      }),
    ).toEqual(['group:7a', 'group:7b', 'tutor:mul', 'tutor:sch', 'tutor:bra', 'changes']);
  });

  it('gives a copy to each student moved into an event, not to those moved out', () => {
    expect(
      audiencesOf({
        groups: [{ groupId: '9b', displayName: '9b' }],
        tutors: [{ uid: 'neu', short: 'NEU' }],
        studentChanges: [
          { changeId: 'in', type: 'allocating', studentUids: ['anna', 'tom'] },
          { changeId: 'out', type: 'allocated', studentUids: ['ben'] },
        ],
      }),
    ).toEqual(['group:9b', 'tutor:neu', 'student:anna', 'student:tom']);
  });

  it('shows a tutor only the groups she leads unless the school allows all', () => {
    expect(canSeeGroup('own', 'tutor-1', 'tutor-1')).toBe(true);
    expect(canSeeGroup('own', 'tutor-2', 'tutor-1')).toBe(false);
    expect(canSeeGroup('own', undefined, 'tutor-1')).toBe(false);
    expect(canSeeGroup('all', 'tutor-2', 'tutor-1')).toBe(true);
  });
});
