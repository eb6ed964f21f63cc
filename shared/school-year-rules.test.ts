import { describe, expect, it } from 'vitest';
import { schoolYearIdOf, schoolYearNameOf, schoolYearProblem } from './school-year-rules.js';

const year = { start: '2027-08-01', end: '2028-07-31' };
const current = { start: '2026-08-01', end: '2027-07-31' };

describe('school year rules', () => {
  it('names the year after its start', () => {
    expect(schoolYearIdOf('2027-08-01')).toBe('2027-28');
    expect(schoolYearNameOf('2099-09-01')).toBe('2099/00');
  });

  it('accepts a year after the current one with holidays inside it', () => {
    expect(schoolYearProblem(year, [{ from: '2027-10-11', to: '2027-10-23' }], [current])).toBeNull();
  });

  it('refuses an end on or before the start and days that do not exist', () => {
    expect(schoolYearProblem({ start: '2027-08-01', end: '2027-08-01' }, [], [])).toBe('school-year-end-before-start');
    expect(schoolYearProblem({ start: '2027-08-01', end: '2027-02-30' }, [], [])).toBe('school-year-end-before-start');
    expect(schoolYearProblem({ start: '2027-02-30', end: '2028-07-31' }, [], [])).toBe('school-year-end-before-start');
  });

  it('refuses a year overlapping another by one day', () => {
    expect(schoolYearProblem({ start: '2027-07-31', end: '2028-07-31' }, [], [current])).toBe('school-year-overlap');
  });

  it('refuses holidays outside the year or ending before they begin', () => {
    expect(schoolYearProblem(year, [{ from: '2028-07-20', to: '2028-08-31' }], [])).toBe('school-year-holiday-outside');
    expect(schoolYearProblem(year, [{ from: '2027-10-23', to: '2027-10-11' }], [])).toBe('school-year-holiday-outside');
  });
});
