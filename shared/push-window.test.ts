import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserPushDay } from './push-settings.js';
import { berlinInstant, berlinMinute, isPushWindowOpen, nextPushTime } from './push-window.js';

const day = (starttime: string, endtime: string, disabled = false): UserPushDay => ({ starttime, endtime, disabled });
/** Monday to Friday 07:00–18:00, Saturday 09:00–12:00, Sunday switched off. */
const week: UserPushDay[] = [
  day('07:00', '18:00'),
  day('07:00', '18:00'),
  day('07:00', '18:00'),
  day('07:00', '18:00'),
  day('06:30', '20:00'),
  day('09:00', '12:00'),
  day('07:00', '18:00', true),
];
const at = (iso: string) => new Date(iso);

describe('Berlin wall clock', () => {
  it('knows winter (UTC+1) and summer time (UTC+2)', () => {
    expect(berlinMinute(at('2026-01-15T06:00:00Z'))).toEqual({ day: '2026-01-15', minute: 7 * 60 });
    expect(berlinMinute(at('2026-07-15T06:00:00Z'))).toEqual({ day: '2026-07-15', minute: 8 * 60 });
    expect(berlinMinute(at('2026-07-15T22:30:00Z'))).toEqual({ day: '2026-07-16', minute: 30 });
  });

  it('turns a Berlin minute into the right instant on both DST days', () => {
    // 2027-03-28: clocks go from 02:00 to 03:00; 2026-10-25: from 03:00 back to 02:00.
    expect(berlinInstant('2027-03-27', 7 * 60).toISOString()).toBe('2027-03-27T06:00:00.000Z');
    expect(berlinInstant('2027-03-28', 7 * 60).toISOString()).toBe('2027-03-28T05:00:00.000Z');
    expect(berlinInstant('2026-10-25', 7 * 60).toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(berlinInstant('2026-10-24', 7 * 60).toISOString()).toBe('2026-10-24T05:00:00.000Z');
    expect(berlinInstant('2026-12-31', 23 * 60 + 30).toISOString()).toBe('2026-12-31T22:30:00.000Z');
  });

  /** The reference: the runtime's own time-zone data through Intl, as the wall clock was computed before @date-fns/tz. */
  const intlParts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const minuteInstants = fc
    .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 11, 31) / 60_000 })
    .map((m) => new Date(m * 60_000));

  it('reads every instant as Intl reads it in Europe/Berlin (2020–2035, any minute)', () => {
    fc.assert(
      fc.property(minuteInstants, (instant) => {
        const parts = Object.fromEntries(intlParts.formatToParts(instant).map((part) => [part.type, part.value]));
        expect(berlinMinute(instant)).toEqual({
          day: `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`,
          minute: Number(parts.hour) * 60 + Number(parts.minute),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('turns every push-time minute (05:00–23:59) of any day back into the instant that reads as it', () => {
    fc.assert(
      fc.property(minuteInstants, fc.integer({ min: 5 * 60, max: 24 * 60 - 1 }), (instant, minute) => {
        const { day } = berlinMinute(instant);
        expect(berlinMinute(berlinInstant(day, minute))).toEqual({ day, minute });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('push window per weekday', () => {
  it('is open from the start minute up to, not including, the end minute', () => {
    // Wednesday 2026-11-25, winter time.
    expect(isPushWindowOpen(week, at('2026-11-25T05:59:00Z'))).toBe(false);
    expect(isPushWindowOpen(week, at('2026-11-25T06:00:00Z'))).toBe(true);
    expect(isPushWindowOpen(week, at('2026-11-25T16:59:00Z'))).toBe(true);
    expect(isPushWindowOpen(week, at('2026-11-25T17:00:00Z'))).toBe(false);
  });

  it('uses each weekday’s own times and keeps a switched-off day closed', () => {
    // Friday 2026-11-27 06:45 Berlin: open (Friday starts 06:30); Thursday at 06:45 it is not.
    expect(isPushWindowOpen(week, at('2026-11-27T05:45:00Z'))).toBe(true);
    expect(isPushWindowOpen(week, at('2026-11-26T05:45:00Z'))).toBe(false);
    // Saturday 12:00 Berlin is past the end; Sunday noon is switched off.
    expect(isPushWindowOpen(week, at('2026-11-28T11:00:00Z'))).toBe(false);
    expect(isPushWindowOpen(week, at('2026-11-29T11:00:00Z'))).toBe(false);
  });

  it('reads the weekday in Berlin, not in UTC', () => {
    // Sunday 2026-11-29 23:30 UTC is Monday 00:30 in Berlin: Monday's window, not yet open; opens 07:00.
    expect(nextPushTime(week, at('2026-11-29T23:30:00Z'))?.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    // Summer: Friday 2027-07-02 22:30 UTC is Saturday 00:30 in Berlin; Saturday opens 09:00 CEST.
    expect(nextPushTime(week, at('2027-07-02T22:30:00Z'))?.toISOString()).toBe('2027-07-03T07:00:00.000Z');
  });

  it('holds a push until the window opens: later today, tomorrow, or after a switched-off day', () => {
    const open = at('2026-11-25T10:00:00Z');
    expect(nextPushTime(week, open)).toBe(open);
    expect(nextPushTime(week, at('2026-11-25T05:00:00Z'))?.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(nextPushTime(week, at('2026-11-25T18:00:00Z'))?.toISOString()).toBe('2026-11-26T06:00:00.000Z');
    // Saturday afternoon → Sunday is off → Monday 07:00.
    expect(nextPushTime(week, at('2026-11-28T14:00:00Z'))?.toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });

  it('opens at the right instant on the DST days', () => {
    const everyDay = Array.from({ length: 7 }, () => day('07:00', '18:00'));
    // Spring forward (Sunday 2027-03-28): 07:00 CEST is 05:00 UTC; the evening before was 17:00 UTC.
    expect(nextPushTime(everyDay, at('2027-03-27T20:00:00Z'))?.toISOString()).toBe('2027-03-28T05:00:00.000Z');
    expect(isPushWindowOpen(everyDay, at('2027-03-28T04:59:00Z'))).toBe(false);
    expect(isPushWindowOpen(everyDay, at('2027-03-28T05:00:00Z'))).toBe(true);
    expect(isPushWindowOpen(everyDay, at('2027-03-28T15:59:00Z'))).toBe(true);
    expect(isPushWindowOpen(everyDay, at('2027-03-28T16:00:00Z'))).toBe(false);
    // Fall back (Sunday 2026-10-25): 07:00 CET is 06:00 UTC, although 01:00 UTC was still summer time.
    expect(nextPushTime(everyDay, at('2026-10-25T01:00:00Z'))?.toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(isPushWindowOpen(everyDay, at('2026-10-25T05:30:00Z'))).toBe(false);
    expect(isPushWindowOpen(everyDay, at('2026-10-25T16:59:00Z'))).toBe(true);
    expect(isPushWindowOpen(everyDay, at('2026-10-25T17:00:00Z'))).toBe(false);
  });

  it('never opens when every day is switched off', () => {
    const off = Array.from({ length: 7 }, () => day('07:00', '18:00', true));
    expect(nextPushTime(off, at('2026-11-25T10:00:00Z'))).toBeNull();
  });
});
