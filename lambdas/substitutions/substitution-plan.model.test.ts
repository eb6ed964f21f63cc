import { describe, expect, it } from 'vitest';
import type { LessonDateItem } from '../timetable/school-changes.service.js';
import { periodNumbers } from '../timetable/time-blocks.service.js';
import {
  daysFor,
  entryFor,
  substitutionDaysOf,
  supervisionDaysOf,
  toCachedLessons,
  toCachedSupervisions,
} from './substitution-plan.model.js';

const lesson = (overrides: Partial<LessonDateItem>): LessonDateItem => ({
  schoolId: 's1',
  schoolYearId: '2026-27',
  audience: 'changes',
  weekStart: '2026-11-30',
  lessonDateId: '7a-2026-12-01-b3',
  kind: 'lessonDate',
  day: '2026-12-01',
  starttime: '09:55',
  endtime: '10:40',
  displayName: 'Mathematik 7a',
  blockId: 'b3',
  subject: { subjectId: 'ma', name: 'Mathematik', color: '#1e88e5' },
  rooms: [{ roomId: 'a101', name: 'A 101' }],
  tutors: [{ uid: 'bra', short: 'BRA' }],
  groups: [{ groupId: '7a', displayName: '7a' }],
  studentChanges: [{ changeId: 's1', type: 'allocated', studentUids: ['anna'] }],
  changes: [],
  ...overrides,
});

const change = { visibleForStudent: true, visibleForGuardian: true };
const blocks = [
  { id: 'b2', starttime: '08:50', type: 'lesson' as const },
  { id: 'p1', starttime: '09:35', type: 'break' as const },
  { id: 'b1', starttime: '08:00', type: 'lesson' as const },
  { id: 'b3', starttime: '09:55', type: 'lesson' as const },
];

describe('the Vertretungsplan', () => {
  it('shows today and the next school day, skipping weekends and holidays', () => {
    expect(substitutionDaysOf('2026-12-01', [])).toEqual(['2026-12-01', '2026-12-02']);
    expect(substitutionDaysOf('2026-12-04', [])).toEqual(['2026-12-04', '2026-12-07']);
    expect(substitutionDaysOf('2026-11-29', [])).toEqual(['2026-11-30', '2026-12-01']);
    const christmas = [{ from: '2026-12-21', to: '2027-01-06' }];
    expect(substitutionDaysOf('2026-12-18', christmas)).toEqual(['2026-12-18', '2027-01-07']);
    expect(substitutionDaysOf('2026-12-23', christmas)).toEqual(['2027-01-07', '2027-01-08']);
  });

  it('numbers the lesson blocks of the day by start time, breaks left out', () => {
    expect([...periodNumbers(blocks)]).toEqual([
      ['b1', 1],
      ['b2', 2],
      ['b3', 3],
    ]);
  });

  it('keeps teachers by short code and no student', () => {
    const [cached] = toCachedLessons(
      [
        lesson({
          changes: [{ ...change, changeId: 'c1', type: 'substitution', tutors: [{ uid: 'sch', short: 'SCH', name: 'Frau Schmidt' }] }],
        }),
      ],
      periodNumbers(blocks),
    );
    expect(cached).toEqual({
      id: '7a-2026-12-01-b3',
      day: '2026-12-01',
      classes: ['7a'],
      period: 3,
      starttime: '09:55',
      endtime: '10:40',
      subject: 'Mathematik',
      tutors: ['BRA'],
      rooms: ['A 101'],
      changes: [{ ...change, type: 'substitution', tutors: ['SCH'], rooms: [] }],
    });
    expect(JSON.stringify(cached)).not.toMatch(/anna|Schmidt/);
  });

  it('shows students and guardians only the changes flagged for them, tutors every change', () => {
    const [cached] = toCachedLessons(
      [
        lesson({
          changes: [
            {
              changeId: 'c1',
              type: 'roomChange',
              visibleForStudent: true,
              visibleForGuardian: false,
              rooms: [{ roomId: 'b204', name: 'B 204' }],
            },
            { changeId: 'c2', type: 'additionalAttribute', visibleForStudent: false, visibleForGuardian: false, text: 'Hospitation' },
          ],
        }),
      ],
      new Map(),
    );
    if (!cached) throw new Error('a cached lesson');
    expect(entryFor(cached, 'student')).toMatchObject({ types: ['roomChange'], newRooms: ['B 204'] });
    expect(entryFor(cached, 'student')?.text).toBeUndefined();
    expect(entryFor(cached, 'guardian')).toBeNull();
    expect(entryFor(cached, 'tutor')).toMatchObject({ types: ['roomChange', 'additionalAttribute'], text: 'Hospitation' });
    expect(entryFor(cached, 'tutor')?.period).toBeUndefined();
  });

  it('orders the lessons by day, start time and class, and gives a changed entry a new signature', () => {
    const cancelled = [{ ...change, changeId: 'c1', type: 'cancel' as const }];
    const lessons = toCachedLessons(
      [
        lesson({ lessonDateId: '10a', groups: [{ groupId: '10a', displayName: '10a' }], changes: cancelled }),
        lesson({ lessonDateId: '9b', groups: [{ groupId: '9b', displayName: '9b' }], changes: cancelled }),
        lesson({ lessonDateId: 'early', starttime: '08:00', changes: cancelled }),
        lesson({ lessonDateId: 'unchanged' }),
      ],
      new Map(),
    );
    expect(lessons.map((item) => item.id)).toEqual(['early', '9b', '10a']);
    const [today, next] = daysFor(['2026-12-01', '2026-12-02'], lessons, 'student');
    expect(today?.entries).toHaveLength(3);
    expect(next).toEqual({ day: '2026-12-02', entries: [] });
    const [first] = lessons;
    if (!first) throw new Error('a cached lesson');
    const before = entryFor(first, 'student')?.signature;
    const moved = { ...first, changes: [...first.changes, { ...change, type: 'roomChange' as const, tutors: [], rooms: ['B 204'] }] };
    expect(entryFor(moved, 'student')?.signature).not.toBe(before);
  });

  it('keeps break supervisions apart from the changed lessons: the periods around the break, the tutor and who takes it over', () => {
    const supervision = (overrides: Partial<LessonDateItem>) =>
      lesson({
        kind: 'supervisionDate',
        displayName: 'Pausenhof',
        starttime: '09:35',
        endtime: '09:55',
        blockId: 'b3',
        subject: undefined,
        rooms: [],
        groups: [],
        studentChanges: [],
        tutors: [{ uid: 'sch', short: 'SCH' }],
        ...overrides,
      });
    const items = [
      supervision({
        lessonDateId: 'hof',
        changes: [{ ...change, changeId: 'c1', type: 'substitution', tutors: [{ uid: 'mue', short: 'MÜL' }], text: 'Fortbildung' }],
      }),
      supervision({ lessonDateId: 'tor', displayName: 'Eingang', starttime: '07:45', endtime: '08:00', blockId: 'b1' }),
      supervision({ lessonDateId: 'gang', displayName: 'Gang', changes: [{ ...change, changeId: 'c2', type: 'cancel' }] }),
    ];
    expect(toCachedLessons(items, periodNumbers(blocks))).toEqual([]);
    const cached = toCachedSupervisions([...items, lesson({})], periodNumbers(blocks));
    expect(supervisionDaysOf(['2026-12-01', '2026-12-02'], cached)).toEqual([
      {
        day: '2026-12-01',
        supervisions: [
          {
            id: 'tor',
            place: 'Eingang',
            starttime: '07:45',
            endtime: '08:00',
            beforePeriod: 1,
            tutors: ['SCH'],
            substitutes: [],
            cancelled: false,
          },
          {
            id: 'gang',
            place: 'Gang',
            starttime: '09:35',
            endtime: '09:55',
            afterPeriod: 2,
            beforePeriod: 3,
            tutors: ['SCH'],
            substitutes: [],
            cancelled: true,
          },
          {
            id: 'hof',
            place: 'Pausenhof',
            starttime: '09:35',
            endtime: '09:55',
            afterPeriod: 2,
            beforePeriod: 3,
            tutors: ['SCH'],
            substitutes: ['MÜL'],
            cancelled: false,
            text: 'Fortbildung',
          },
        ],
      },
      { day: '2026-12-02', supervisions: [] },
    ]);
  });
});
