import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinToday,
  daysFrom,
  isIsoDay,
  isMonday,
  isoWeek,
  isoWeekday,
  mondayOf,
  nextSchoolDay,
  previousSchoolDay,
  schoolDayOnOrAfter,
} from './week.js';

describe('week rules', () => {
  it('finds the Monday of a day, also across month and year boundaries', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('2024-03-01')).toBe('2024-02-26');
  });

  it('lists the days of a week view', () => {
    expect(daysFrom('2026-12-28', 5)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('skips weekends in the day view', () => {
    expect(nextSchoolDay('2026-11-27')).toBe('2026-11-30');
    expect(previousSchoolDay('2026-11-30')).toBe('2026-11-27');
    expect(nextSchoolDay('2026-11-24')).toBe('2026-11-25');
    expect(schoolDayOnOrAfter('2026-11-28')).toBe('2026-11-30');
    expect(schoolDayOnOrAfter('2026-11-27')).toBe('2026-11-27');
  });

  it('computes ISO weeks across year boundaries', () => {
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2026-11-23')).toEqual({ year: 2026, week: 48 });
  });

  it('is not shifted by daylight-saving changes in Europe/Berlin', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(mondayOf('2027-03-28')).toBe('2027-03-22');
    expect(daysFrom('2026-10-19', 7).at(-1)).toBe('2026-10-25');
    expect(isoWeekday('2026-10-25')).toBe(7);
  });

  it('validates days and Mondays', () => {
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-24')).toBe(false);
  });

  it("takes today's date in Europe/Berlin, not UTC", () => {
    expect(berlinToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(berlinToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(berlinToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
