import { RRule, RRuleSet, type Options } from 'rrule';
import { describe, expect, it } from 'vitest';
import type { MeetingRepeat } from '../../shared/schemas/calendar.schema.js';
import { calendarWindow, expandMeetingDays, meetingDateChanges, type HolidayRange } from './meeting-dates.model.js';

/** A school year with both DST changes (29 March and 25 October 2026) and months of 28 to 31 days. */
const schoolYear = { start: '2025-08-01', end: '2026-07-31' };
const holidays: HolidayRange[] = [
  { from: '2025-10-27', to: '2025-10-31' },
  { from: '2025-12-22', to: '2026-01-02' },
  { from: '2026-03-30', to: '2026-04-10' },
  { from: '2026-05-01', to: '2026-05-01' },
];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The same meeting as an iCalendar rule, expanded by the rrule package (an independent implementation). */
const byRrule = (start: string, end: string, repeat: Exclude<MeetingRepeat, 'never'>, includeVacations: boolean) => {
  const dtstart = utc(start);
  const until = utc(end < schoolYear.end ? end : schoolYear.end);
  const [, , dayText = '1'] = start.split('-');
  const monthDay = Number(dayText);
  const options: Record<typeof repeat, Partial<Options>> = {
    daily: { freq: RRule.DAILY, byweekday: [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR] },
    weekly: { freq: RRule.WEEKLY },
    '2weeks': { freq: RRule.WEEKLY, interval: 2 },
    // The 29th to 31st: the last of the candidate days a month has, i.e. the month's end when it is shorter.
    monthly:
      monthDay >= 29
        ? { freq: RRule.MONTHLY, bymonthday: Array.from({ length: monthDay - 27 }, (_, index) => 28 + index), bysetpos: -1 }
        : { freq: RRule.MONTHLY, bymonthday: monthDay },
  };
  const set = new RRuleSet();
  set.rrule(new RRule({ ...options[repeat], dtstart, until }));
  if (!includeVacations) {
    for (const { from, to } of holidays) {
      for (let day = utc(from); day <= utc(to); day = new Date(day.getTime() + 86_400_000)) set.exdate(day);
    }
  }
  return set.all().map(dayOf);
};

describe('meeting dates', () => {
  const cases: [string, string, Exclude<MeetingRepeat, 'never'>, boolean][] = [
    ['2025-08-04', '2026-07-31', 'daily', false],
    ['2025-08-04', '2026-07-31', 'daily', true],
    ['2025-09-01', '2026-06-30', 'weekly', false],
    ['2025-09-03', '2026-06-30', 'weekly', true],
    ['2025-09-05', '2026-07-31', '2weeks', false],
    ['2025-08-15', '2026-07-31', 'monthly', false],
    ['2025-08-29', '2026-07-31', 'monthly', false],
    ['2025-08-30', '2026-07-31', 'monthly', true],
    ['2025-08-31', '2026-07-31', 'monthly', true],
    ['2025-10-31', '2026-07-31', 'monthly', false],
  ];
  it.each(cases)('from %s to %s %s (vacations %s) match rrule', (start, end, repeat, includeVacations) => {
    const days = expandMeetingDays({ start, end, repeat, includeVacations }, schoolYear, holidays);
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual(byRrule(start, end, repeat, includeVacations));
  });

  it('puts a monthly meeting of the 31st on the last day of shorter months', () => {
    const days = expandMeetingDays({ start: '2025-12-31', end: '2026-05-31', repeat: 'monthly', includeVacations: true }, schoolYear, []);
    expect(days).toEqual(['2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('keeps weekly meetings on their weekday across both changes of daylight saving time', () => {
    const days = expandMeetingDays({ start: '2026-03-23', end: '2026-04-06', repeat: 'weekly', includeVacations: true }, schoolYear, []);
    expect(days).toEqual(['2026-03-23', '2026-03-30', '2026-04-06']);
    const autumn = expandMeetingDays({ start: '2025-10-20', end: '2025-11-03', repeat: 'weekly', includeVacations: true }, schoolYear, []);
    expect(autumn).toEqual(['2025-10-20', '2025-10-27', '2025-11-03']);
  });

  it('skips holidays unless vacations are included, but keeps a single meeting on its day', () => {
    const weekly = { start: '2026-03-23', end: '2026-04-20', repeat: 'weekly' as const };
    expect(expandMeetingDays({ ...weekly, includeVacations: false }, schoolYear, holidays)).toEqual([
      '2026-03-23',
      '2026-04-13',
      '2026-04-20',
    ]);
    expect(expandMeetingDays({ start: '2026-04-01', end: '', repeat: 'never', includeVacations: false }, schoolYear, holidays)).toEqual([
      '2026-04-01',
    ]);
  });

  it('caps a daily meeting for years at the school year', () => {
    const days = expandMeetingDays({ start: '2025-08-01', end: '2030-07-31', repeat: 'daily', includeVacations: true }, schoolYear, []);
    expect(days.at(-1)).toBe('2026-07-31');
    expect(days.every((day) => day <= schoolYear.end)).toBe(true);
  });

  it('has no date outside the school year', () => {
    expect(expandMeetingDays({ start: '2026-08-03', end: '', repeat: 'never', includeVacations: false }, schoolYear, [])).toEqual([]);
  });

  it('answers with the dates added, removed and updated', () => {
    expect(meetingDateChanges(['a', 'b'], ['b', 'c'], true)).toEqual({
      meetingDatesToAdd: ['c'],
      meetingDatesToRemove: ['a'],
      meetingDatesToUpdate: ['b'],
    });
    expect(meetingDateChanges(['a', 'b'], ['b', 'c'], false).meetingDatesToUpdate).toEqual([]);
  });
});

describe('the calendar window', () => {
  it('reaches 10 months back and ahead on the same day of the month, across years', () => {
    expect(calendarWindow('2026-09-15')).toEqual({ from: '2025-11-15', to: '2027-07-15' });
    expect(calendarWindow('2026-01-01')).toEqual({ from: '2025-03-01', to: '2026-11-01' });
  });

  it('ends on the last day of a month that lacks the day, February of leap years included', () => {
    expect(calendarWindow('2026-04-30')).toEqual({ from: '2025-06-30', to: '2027-02-28' });
    expect(calendarWindow('2027-12-31')).toEqual({ from: '2027-02-28', to: '2028-10-31' });
    expect(calendarWindow('2028-12-31')).toEqual({ from: '2028-02-29', to: '2029-10-31' });
    expect(calendarWindow('2027-04-29').to).toBe('2028-02-29');
  });
});
