import { describe, expect, it } from 'vitest';
import { statisticQuerySchema } from '@shared/schemas/classbook-statistic.schema.js';
import { changeFilter, defaultFilter, queryOf } from './statistic-filter.model.js';

describe('statistics filter', () => {
  const filter = { ...defaultFilter('2026-11-26', '7a'), subject: 'Deutsch', studentUid: 'anna' };

  it('defaults to the current week, Monday to Friday', () => {
    expect(defaultFilter('2026-11-26', '7a')).toMatchObject({ start: '2026-11-23', end: '2026-11-27', presenceType: 'both' });
  });

  it('resets the subject when the event class changes, the student when the student class changes', () => {
    expect(changeFilter(filter, { eventGroupId: '9b' })).toMatchObject({ subject: '', studentUid: 'anna' });
    expect(changeFilter(filter, { studentGroupId: '9b' })).toMatchObject({ subject: 'Deutsch', studentUid: '' });
    expect(changeFilter(filter, { eventGroupId: '7a', onlyNotExcused: true })).toMatchObject({ subject: 'Deutsch', onlyNotExcused: true });
  });

  it('makes a query the route accepts; every reason selected asks for none', () => {
    const query = queryOf(filter);
    expect(statisticQuerySchema.safeParse(query).success).toBe(true);
    expect(query.reasons).toBeUndefined();
    const some = queryOf({ ...filter, reasons: ['desease', 'onLeave'], eventSet: [] });
    expect(some).toMatchObject({ reasons: 'desease,onLeave', eventSet: '' });
    expect(statisticQuerySchema.safeParse(some).success).toBe(true);
  });

  it('asks for the selected options of each other student set', () => {
    const query = queryOf({ ...filter, sets: { ...filter.sets, participation: ['goodParticipation'], disruption: [] } });
    expect(query).toMatchObject({
      participationSet: 'goodParticipation',
      disruptionSet: '',
      behaviourSet: 'praise,warning,behaviourNotice',
    });
    expect(statisticQuerySchema.safeParse(query).success).toBe(true);
  });
});
