import { describe, expect, it } from 'vitest';
import { planSampleExport } from '../../tests/fixtures/untis/sample-plan.js';
import { breakBefore, buildTimeGrid } from './time-grid.parser.js';

/** WEI's Monday supervision in the corridor "Gang Nord" before the 3rd period taken by MUS (type B, Art bit 17). */
const TAKEN_OVER = '9040;"20260309";3;;0;"WEI";"MUS";;;;;"Gang Nord";"Gang Nord";;;;"Ausflug";131072;;"B";202603061200;" "\r\n';
/** A break supervision substitution for a supervision GPU009 does not have. */
const UNMATCHED = '9041;"20260310";2;;0;"KRÄ";"WEI";;;;;"Keller";;;;;;131072;;"B";202603061200;" "\r\n';

const { model, plan } = planSampleExport(TAKEN_OVER + UNMATCHED);
const supervisions = plan.lessons.filter((lesson) => lesson.kind === 'supervisionDate');
const of = (corridor: string, day: string) => supervisions.find((item) => item.displayName === corridor && item.day === day);

describe('break supervisions (GPU009)', () => {
  it('plans a supervision on each of its weekdays in the school year, in the break before its period', () => {
    const { lessonDateId, ...supervision } = of('Hof', '2026-03-10') ?? {};
    expect(lessonDateId).toMatch(/^untis-2026-03-10-[0-9a-f]{10}$/);
    expect(supervision).toEqual({
      kind: 'supervisionDate',
      day: '2026-03-10',
      starttime: '09:20',
      endtime: '09:40',
      displayName: 'Hof',
      blockId: 'b3',
      rooms: [],
      tutors: [{ uid: 'u-mus', short: 'MUS' }],
      groups: [],
      changes: [],
    });
    expect(supervisions.filter((item) => item.displayName === 'Hof' && item.starttime === '09:20').length).toBeGreaterThan(40);
  });

  it('keeps a supervision with weeks to those ISO calendar weeks', () => {
    const thursdays = supervisions.filter((item) => item.displayName === 'Hof' && item.starttime === '11:15').map((item) => item.day);
    expect(thursdays).toEqual(['2026-03-05', '2026-03-12', '2026-03-19']);
  });

  it('puts a supervision before the 1st period into its duration before the day starts', () => {
    expect(of('Pausenhalle', '2026-03-13')).toMatchObject({ starttime: '07:35', endtime: '07:45', blockId: 'b1' });
  });

  it('reports a supervision without teacher and a substitution without supervision', () => {
    expect(model.problems).toContainEqual({ file: 'GPU009', line: 4, code: 'supervision-without-teacher', params: { corridor: 'Aula' } });
    expect(plan.problems).toContainEqual({
      file: 'GPU014',
      line: 2,
      code: 'supervision-substitution-without-supervision',
      params: { date: '2026-03-10', corridor: 'Keller' },
    });
  });

  it('hands a supervision taken over (GPU014 type B) to the substitute: a substitution only tutors see', () => {
    const [change, ...more] = of('Gang Nord', '2026-03-09')?.changes ?? [];
    expect(more).toEqual([]);
    expect(change?.changeId).toMatch(/-substitution$/);
    expect({ ...change, changeId: undefined }).toEqual({
      changeId: undefined,
      type: 'substitution',
      visibleForStudent: false,
      visibleForGuardian: false,
      tutors: [{ uid: 'u-mus', short: 'MUS' }],
      text: 'Pausenaufsichtsvertretung: Ausflug',
    });
    expect(of('Gang Nord', '2026-03-16')?.changes).toEqual([]);
  });

  it('finds the break between two periods, or before the first one from the duration', () => {
    const grid = buildTimeGrid([
      { period: 1, start: '08:00', end: '08:45' },
      { period: 2, start: '08:45', end: '09:30' },
      { period: 3, start: '09:50', end: '10:35' },
    ]);
    expect(breakBefore(grid, 1, 3, 15)).toEqual({ start: '09:30', end: '09:50' });
    expect(breakBefore(grid, 1, 2, 5)).toEqual({ start: '08:40', end: '08:45' });
    expect(breakBefore(grid, 1, 1, 15)).toEqual({ start: '07:45', end: '08:00' });
    expect(breakBefore(grid, 1, 9, 15)).toEqual({});
  });
});
