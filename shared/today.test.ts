import { describe, expect, it } from 'vitest';
import { berlinClock, isBreakTime, todayOverviewDays } from './today.js';

const days = (iso: string) => todayOverviewDays(new Date(iso)).map(({ day, label }) => `${label} ${day}`);

describe('today overview days (break hour 18, Europe/Berlin)', () => {
  it('shows today and tomorrow on a school day before 18:00', () => {
    // 2026-11-17 is a Tuesday; 16:59 UTC is 17:59 in Berlin (CET).
    expect(days('2026-11-17T16:59:00Z')).toEqual(['Heute 2026-11-17', 'Morgen 2026-11-18']);
  });

  it('looks ahead from 18:00 Berlin time on', () => {
    expect(days('2026-11-17T17:00:00Z')).toEqual(['Morgen 2026-11-18', 'Übermorgen 2026-11-19']);
  });

  it('skips the weekend: Friday after 18:00 shows Monday and Tuesday', () => {
    expect(days('2026-11-20T18:30:00Z')).toEqual(['Morgen 2026-11-23', 'Übermorgen 2026-11-24']);
    expect(days('2026-11-20T10:00:00Z')).toEqual(['Heute 2026-11-20', 'Morgen 2026-11-23']);
  });

  it('treats Saturday and Sunday as break days at any hour', () => {
    expect(days('2026-11-21T07:00:00Z')).toEqual(['Morgen 2026-11-23', 'Übermorgen 2026-11-24']);
    expect(days('2026-11-22T23:30:00Z')).toEqual(['Heute 2026-11-23', 'Morgen 2026-11-24']);
  });

  it('crosses the year boundary', () => {
    // Thursday 2026-12-31, 18:00 in Berlin: Friday 1 January, then Monday 4 January.
    expect(days('2026-12-31T17:00:00Z')).toEqual(['Morgen 2027-01-01', 'Übermorgen 2027-01-04']);
    expect(days('2026-12-31T16:59:00Z')).toEqual(['Heute 2026-12-31', 'Morgen 2027-01-01']);
    // 23:30 UTC on 31 December is already New Year's Day in Berlin.
    expect(berlinClock(new Date('2026-12-31T23:30:00Z'))).toEqual({ day: '2027-01-01', hour: 0, time: '00:30' });
  });

  it('follows daylight saving: 16:30 UTC is before the break in winter and after it in summer', () => {
    // Friday 2027-03-26 is still CET (UTC+1), Monday 2027-03-29 is CEST (UTC+2).
    expect(isBreakTime(new Date('2027-03-26T16:30:00Z'))).toBe(false);
    expect(isBreakTime(new Date('2027-03-29T16:30:00Z'))).toBe(true);
    // The night of the switch (Sunday 2027-03-28): Monday starts at 22:00 UTC.
    expect(days('2027-03-28T22:00:00Z')).toEqual(['Heute 2027-03-29', 'Morgen 2027-03-30']);
    expect(days('2027-03-28T21:59:00Z')).toEqual(['Morgen 2027-03-29', 'Übermorgen 2027-03-30']);
    // Back to CET on Sunday 2026-10-25: Monday starts at 23:00 UTC.
    expect(days('2026-10-25T22:59:00Z')).toEqual(['Morgen 2026-10-26', 'Übermorgen 2026-10-27']);
    expect(days('2026-10-25T23:00:00Z')).toEqual(['Heute 2026-10-26', 'Morgen 2026-10-27']);
    expect(isBreakTime(new Date('2026-10-26T16:59:00Z'))).toBe(false);
    expect(isBreakTime(new Date('2026-10-26T17:00:00Z'))).toBe(true);
  });
});
