import { describe, expect, it } from 'vitest';
import { planBuilder } from '../../tests/fixtures/untis/plan-context.js';
import { daysOn, lessonDateIdOf } from './plan-refs.model.js';

describe('the references of an import', () => {
  it('takes a matched account for a tutor, else staff by the name GPU004 gives, else the short name only', () => {
    const builder = planBuilder();
    expect(builder.tutor('MUS')).toEqual({ uid: 'u-mus', short: 'MUS' });
    expect(builder.tutor('BÄR')).toEqual({ uid: expect.stringMatching(/^untis-[0-9a-f]{10}$/) as string, short: 'BÄR', name: 'Herr Bär' });
    expect(builder.tutor('LOR')).toEqual({ uid: expect.stringMatching(/^untis-[0-9a-f]{10}$/) as string, short: 'LOR' });
  });

  it('gives a name without an id the same made-up id on every import, and other names other ids', () => {
    const [first, again] = [planBuilder(), planBuilder()];
    expect(again.tutor('LOR').uid).toBe(first.tutor('LOR').uid);
    expect(first.tutor('LOR').uid).not.toBe(first.tutor('lor').uid);
    expect(first.room('R999')).toEqual({ roomId: again.room('R999').roomId, name: 'R999' });
    expect(first.room('R999').roomId).toMatch(/^untis-/);
    expect(first.group('9z')).toEqual({ groupId: expect.stringMatching(/^untis-/) as string, displayName: '9z' });
  });

  it('takes rooms and classes the timetable knows by their ids', () => {
    const builder = planBuilder();
    expect(builder.room('R012')).toEqual({ roomId: 'r-R012', name: 'R012' });
    expect(builder.group('5b')).toEqual({ groupId: 'g-5b', displayName: '5b' });
  });

  it('finds a course under its subject, and no subject for an unknown or missing name', () => {
    const builder = planBuilder();
    expect(builder.subject('M-LK1')?.subjectId).toBe('s-M');
    expect(builder.subject('D')?.name).toBe('Deutsch');
    expect(builder.subject('PH')).toBeUndefined();
    expect(builder.subject(undefined)).toBeUndefined();
    expect(builder.blockId(2)).toBe('b2');
    expect(builder.blockId(9)).toBeUndefined();
  });

  it('reports a problem given under the same key once', () => {
    const builder = planBuilder();
    const problem = { file: 'GPU002', line: 0, code: 'lesson-group-ignored', params: { lessonGroup: 'A-Woche' } } as const;
    builder.warnOnce('group|A-Woche', problem);
    builder.warnOnce('group|A-Woche', problem);
    builder.warnOnce('group|B-Woche', { ...problem, params: { lessonGroup: 'B-Woche' } });
    expect(builder.problems.map((reported) => reported.params)).toEqual([{ lessonGroup: 'A-Woche' }, { lessonGroup: 'B-Woche' }]);
  });
});

describe('dated ids and days', () => {
  it('gives a lesson date the id of its day and key, another key or day another id', () => {
    expect(lessonDateIdOf('key', '2026-03-09')).toMatch(/^untis-2026-03-09-[0-9a-f]{10}$/);
    expect(lessonDateIdOf('key', '2026-03-09')).toBe(lessonDateIdOf('key', '2026-03-09'));
    expect(lessonDateIdOf('key', '2026-03-09')).not.toBe(lessonDateIdOf('other', '2026-03-09'));
  });

  it('lists the days of a weekday in a range, both ends included', () => {
    // 2026-03-02 is a Monday.
    expect(daysOn(1, '2026-03-02', '2026-03-16')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(daysOn(5, '2026-03-02', '2026-03-16')).toEqual(['2026-03-06', '2026-03-13']);
    expect(daysOn(1, '2026-03-03', '2026-03-08')).toEqual([]);
    expect(daysOn(7, '2026-03-08', '2026-03-08')).toEqual(['2026-03-08']);
  });
});
