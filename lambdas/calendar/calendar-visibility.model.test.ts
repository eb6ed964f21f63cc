import { describe, expect, it } from 'vitest';
import { isExamOf, isMeetingVisible, type Viewer } from './calendar-visibility.model.js';

const meeting = {
  calendarIds: ['c-school'],
  authorUid: 't-author',
  tutors: [{ uid: 't-named', short: 'NAM' }],
  tutorGroupTutorUids: ['t-class'],
};
const viewer = (role: Viewer['role'], uid: string, calendarIds: string[] = []): Viewer => ({
  uid,
  role,
  calendarIds: new Set(calendarIds),
});

describe('who sees a meeting', () => {
  it('shows it to everyone in one of its calendars', () => {
    expect(isMeetingVisible(meeting, viewer('student', 's-1', ['c-other', 'c-school']))).toBe(true);
    expect(isMeetingVisible(meeting, viewer('tutor', 't-other', ['c-school']))).toBe(true);
  });

  it('shows it to its author, its tutors and the class tutors of its tutor groups outside its calendars', () => {
    for (const uid of ['t-author', 't-named', 't-class']) expect(isMeetingVisible(meeting, viewer('tutor', uid)), uid).toBe(true);
    expect(isMeetingVisible(meeting, viewer('tutor', 't-other', ['c-other']))).toBe(false);
  });

  it('shows a student nothing outside her calendars, even under a tutor uid of the meeting', () => {
    expect(isMeetingVisible(meeting, viewer('student', 't-author'))).toBe(false);
    expect(isMeetingVisible(meeting, viewer('student', 't-named', ['c-other']))).toBe(false);
  });

  it('takes a meeting without tutors or tutor groups as one of its calendars and author only', () => {
    const bare = { calendarIds: [], authorUid: 't-author' };
    expect(isMeetingVisible(bare, viewer('tutor', 't-author'))).toBe(true);
    expect(isMeetingVisible(bare, viewer('tutor', 't-named', ['c-school']))).toBe(false);
  });
});

describe('whose exams a subject sees', () => {
  const exam = { groups: [{ id: 'g-7a', name: '7a' }], tutorUids: ['t-supervisor'] };

  it('shows an exam to the members and leaders of its groups', () => {
    expect(isExamOf(exam, { uid: 's-1', role: 'student' }, new Set(['g-7a']))).toBe(true);
    expect(isExamOf(exam, { uid: 't-lead', role: 'tutor' }, new Set(['g-5b', 'g-7a']))).toBe(true);
    expect(isExamOf(exam, { uid: 's-2', role: 'student' }, new Set(['g-5b']))).toBe(false);
  });

  it('shows it to the tutors it names, but not to a student who has that uid', () => {
    expect(isExamOf(exam, { uid: 't-supervisor', role: 'tutor' }, new Set())).toBe(true);
    expect(isExamOf(exam, { uid: 't-supervisor', role: 'student' }, new Set())).toBe(false);
  });
});
