import { describe, expect, it } from 'vitest';
import { buildStatistic, type GroupRegister } from './classbook-statistics.js';
import type { StatisticQuery } from './schemas/classbook-statistic.schema.js';
import { statisticQuerySchema } from './schemas/classbook-statistic.schema.js';

/**
 * Three lessons of one class over two weeks, three students (figures worked out by hand below):
 * Monday Deutsch (topic), Tuesday Mathe, next Tuesday Deutsch (notice).
 */
const lesson = (day: string, lessonDateId: string, subject: string, students: GroupRegister['students'], options = {}): GroupRegister => ({
  day,
  lessonDateId,
  collection: 'lessonDates',
  starttime: '08:00',
  endtime: '08:45',
  displayName: subject,
  subject,
  groups: ['7a'],
  students,
  ...options,
});
const registers: GroupRegister[] = [
  lesson(
    '2026-11-23',
    'l1',
    'Deutsch',
    {
      anna: { presence: true, late: 10, lateReason: 'unknown' },
      ben: { presence: false, presenceReason: 'desease', excused: { value: true, type: 'excuse' } },
      carl: { presence: true },
    },
    { topic: 'Balladen' },
  ),
  lesson('2026-11-24', 'l2', 'Mathe', {
    anna: { presence: false, presenceReason: 'unknown' },
    ben: { presence: false, presenceReason: 'desease', excused: { value: false, type: 'unknown' } },
    carl: { presence: true, late: 5, lateReason: 'unknown' },
  }),
  lesson(
    '2026-12-01',
    'l3',
    'Deutsch',
    {
      anna: { presence: true, late: 15, lateReason: 'unknown', excused: { value: true, type: 'excuse' } },
      ben: { presence: false, presenceReason: 'onLeave', excused: { value: true, type: 'excuse' } },
      carl: { presence: false, presenceReason: 'unknown' },
    },
    { notice: 'Test' },
  ),
];
const students = [
  { uid: 'carl', displayName: 'Carl Ritter' },
  { uid: 'anna', displayName: 'Anna Weber' },
  { uid: 'ben', displayName: 'Ben Weber' },
];
const names = new Map(students.map((student) => [student.uid, student.displayName]));
const base: StatisticQuery = { start: '2026-11-23', end: '2026-12-04', eventGroupId: '7a', studentGroupId: '7a' };
const statistic = (query: Partial<StatisticQuery>) =>
  buildStatistic({ ...base, ...query }, registers, registers, students, (uid) => names.get(uid) ?? uid);
/** Per day, each shown event as `id: uid,uid (+topic/notice)`. */
const shown = (query: Partial<StatisticQuery>) =>
  statistic(query).days.flatMap(({ events }) =>
    events.map(
      (event) =>
        `${event.lessonDateId}: ${event.students.map((s) => s.uid).join(',')}${event.topic ? ' +topic' : ''}${event.notice ? ' +notice' : ''}`,
    ),
  );

describe('classbook statistics', () => {
  it('totals per student: absent lessons, of them unexcused, late minutes', () => {
    // Anna: absent in l2 (unexcused), late 10 + 15. Ben: absent in all three, only l2 unexcused. Carl: absent in l3, late 5.
    expect(statistic({}).totals).toEqual([
      { uid: 'anna', displayName: 'Anna Weber', absentLessons: 1, unexcusedLessons: 1, lateMinutes: 25 },
      { uid: 'ben', displayName: 'Ben Weber', absentLessons: 3, unexcusedLessons: 1, lateMinutes: 0 },
      { uid: 'carl', displayName: 'Carl Ritter', absentLessons: 1, unexcusedLessons: 1, lateMinutes: 5 },
    ]);
  });

  it('absences per week, weeks of the period without any included', () => {
    // Week of 23 Nov: Ben (l1), Anna and Ben (l2), unexcused Anna and Ben in l2. Week of 30 Nov: Ben and Carl (l3), Carl unexcused.
    expect(statistic({}).weeks).toEqual([
      { weekStart: '2026-11-23', absentLessons: 3, unexcusedLessons: 2 },
      { weekStart: '2026-11-30', absentLessons: 2, unexcusedLessons: 1 },
    ]);
    expect(statistic({ start: '2026-11-16', end: '2026-11-20' }).weeks).toEqual([
      { weekStart: '2026-11-16', absentLessons: 0, unexcusedLessons: 0 },
    ]);
  });

  it('one student: only her totals and weeks', () => {
    const anna = statistic({ studentUid: 'anna' });
    expect(anna.totals.map((total) => total.uid)).toEqual(['anna']);
    expect(anna.weeks.map((week) => week.absentLessons)).toEqual([1, 0]);
    expect(shown({ studentUid: 'anna', eventOptions: 'false' })).toEqual(['l1: anna', 'l2: anna', 'l3: anna']);
  });

  it('lists the events with entries by day, absences and lateness (presence type both)', () => {
    expect(shown({})).toEqual(['l1: anna,ben +topic', 'l2: anna,ben,carl', 'l3: anna,ben,carl +notice']);
    const [first] = statistic({}).days;
    expect(first?.events[0]?.students).toEqual([
      { uid: 'anna', displayName: 'Anna Weber', presence: true, late: 10, lateReason: 'unknown' },
      { uid: 'ben', displayName: 'Ben Weber', presence: false, presenceReason: 'desease', excused: { value: true, type: 'excuse' } },
    ]);
  });

  it('filters the student entries by presence type, excuse and reason', () => {
    const studentsOnly = { eventOptions: 'false' } as const;
    expect(shown({ ...studentsOnly, presenceType: 'onlyFalse' })).toEqual(['l1: ben', 'l2: anna,ben', 'l3: ben,carl']);
    expect(shown({ ...studentsOnly, presenceType: 'onlyTrue' })).toEqual(['l1: anna', 'l2: carl', 'l3: anna']);
    expect(shown({ ...studentsOnly, presenceType: 'onlyFalse', onlyNotExcused: 'true' })).toEqual(['l2: anna,ben', 'l3: carl']);
    expect(shown({ ...studentsOnly, reasons: 'desease' })).toEqual(['l1: ben', 'l2: ben']);
    expect(shown({ ...studentsOnly, reasons: 'desease,onLeave', presenceType: 'onlyFalse' })).toEqual(['l1: ben', 'l2: ben', 'l3: ben']);
    expect(shown({ ...studentsOnly, studentSet: 'late' })).toEqual(['l1: anna', 'l2: carl', 'l3: anna']);
    expect(shown({ ...studentsOnly, studentSet: '' })).toEqual([]);
  });

  it('filters the event entries by subject and set options; the subjects of the period stay selectable', () => {
    const eventsOnly = { studentOptions: 'false' } as const;
    expect(shown(eventsOnly)).toEqual(['l1:  +topic', 'l3:  +notice']);
    expect(shown({ ...eventsOnly, subject: 'Mathe' })).toEqual([]);
    expect(shown({ ...eventsOnly, eventSet: 'notice' })).toEqual(['l3:  +notice']);
    expect(statistic({ ...eventsOnly, subject: 'Mathe' }).subjects).toEqual(['Deutsch', 'Mathe']);
    expect(statistic({ ...eventsOnly }).totals).toHaveLength(3);
  });

  it('keeps to the period', () => {
    expect(shown({ end: '2026-11-27' })).toEqual(['l1: anna,ben +topic', 'l2: anna,ben,carl']);
    expect(statistic({ end: '2026-11-27' }).totals.find((total) => total.uid === 'ben')?.absentLessons).toBe(2);
  });
});

describe('statistics filter at the API edge', () => {
  const parse = (query: Record<string, string>) => statisticQuerySchema.safeParse(query);
  it('takes the spec filter as query strings', () => {
    expect(parse({ ...base, reasons: 'desease,onLeave', presenceType: 'onlyFalse', onlyNotExcused: 'true' }).success).toBe(true);
  });
  it.each([
    [{ ...base, end: '2026-11-22' }, 'end'],
    [{ ...base, end: '2027-11-24' }, 'end'],
    [{ ...base, start: '2026-02-30' }, 'start'],
    [{ start: base.start, end: base.end }, 'studentGroupId'],
    [{ start: base.start, end: base.end, eventGroupId: '7a', studentUid: 'anna' }, 'studentGroupId'],
    [{ ...base, reasons: 'desease,nonsense' }, 'reasons'],
    [{ ...base, presenceType: 'sometimes' }, 'presenceType'],
    [{ ...base, participationSet: 'goodParticipation,praise' }, 'participationSet'],
  ])('refuses %j at %s', (query, field) => {
    const result = parse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});

describe('statistics of the other student sets', () => {
  const withOptions: GroupRegister[] = [
    lesson('2026-11-23', 'o1', 'Deutsch', {
      anna: { presence: true, options: { goodParticipation: true, praise: true } },
      ben: { presence: false, presenceReason: 'unknown', options: { disruptions: 2 } },
      carl: { presence: true, options: { info: 'Brille vergessen' } },
    }),
  ];
  const entries = (query: Partial<StatisticQuery>) =>
    buildStatistic({ ...base, ...query }, withOptions, withOptions, students, (uid) => names.get(uid) ?? uid).days.flatMap(({ events }) =>
      events.flatMap((event) => event.students.map((entry) => [entry.uid, entry.presence, entry.options] as const)),
    );

  it('shows every option of every set by default, beside the presence part', () => {
    expect(entries({})).toEqual([
      ['anna', undefined, { goodParticipation: true, praise: true }],
      ['ben', false, { disruptions: 2 }],
      ['carl', undefined, { info: 'Brille vergessen' }],
    ]);
  });

  it('filters by one set: only the selected options, the others and Anwesenheit deselected', () => {
    const onlyParticipation = { studentSet: '', studentInfoSet: '', behaviourSet: '', disruptionSet: '' };
    expect(entries({ ...onlyParticipation })).toEqual([['anna', undefined, { goodParticipation: true }]]);
    expect(entries({ ...onlyParticipation, participationSet: 'noParticipation' })).toEqual([]);
    expect(entries({ studentSet: '', studentInfoSet: '', participationSet: '', behaviourSet: '' })).toEqual([
      ['ben', undefined, { disruptions: 2 }],
    ]);
  });
});
