import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstOverlap,
  isOnGrid,
  isTimeOfDay,
  minutesOf,
  overlaps,
  RESERVATION_STEP_MINUTES,
  startsBeforeEnd,
  timeOf,
  type DayRange,
} from './reservation-rules.js';

const DAY_MINUTES = 24 * 60;
/** A range on the 5-minute grid with start before end, on one of three days. */
const range = fc
  .tuple(
    fc.constantFrom('2030-01-07', '2030-01-08', '2030-01-09'),
    fc.integer({ min: 0, max: DAY_MINUTES / RESERVATION_STEP_MINUTES - 1 }),
    fc.integer({ min: 0, max: DAY_MINUTES / RESERVATION_STEP_MINUTES - 1 }),
  )
  .filter(([, a, b]) => a !== b)
  .map(([day, a, b]): DayRange => {
    const [start, end] = a < b ? [a, b] : [b, a];
    return { day, starttime: timeOf(start * RESERVATION_STEP_MINUTES), endtime: timeOf(end * RESERVATION_STEP_MINUTES) };
  });

/** The 5-minute slots a range occupies: [start, end) in steps, keyed by day. */
const slotsOf = ({ day, starttime, endtime }: DayRange) => {
  const slots: string[] = [];
  for (let minute = minutesOf(starttime); minute < minutesOf(endtime); minute += RESERVATION_STEP_MINUTES)
    slots.push(`${day} ${String(minute)}`);
  return slots;
};

describe('reservation times', () => {
  it('reads HH:mm and refuses anything else', () => {
    expect(minutesOf('06:00')).toBe(360);
    expect(minutesOf('23:55')).toBe(1435);
    for (const bad of ['24:00', '6:00', '06:60', '06:00:00', '', 'ab:cd']) expect(isTimeOfDay(bad)).toBe(false);
  });

  it('keeps times on the 5-minute grid', () => {
    expect(isOnGrid('08:05')).toBe(true);
    expect(isOnGrid('08:07')).toBe(false);
  });

  it('wants the start before the end', () => {
    expect(startsBeforeEnd({ starttime: '08:00', endtime: '08:05' })).toBe(true);
    expect(startsBeforeEnd({ starttime: '08:00', endtime: '08:00' })).toBe(false);
    expect(startsBeforeEnd({ starttime: '09:00', endtime: '08:00' })).toBe(false);
  });

  it('round-trips minutes and times', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: DAY_MINUTES - 1 }), (minutes) => minutesOf(timeOf(minutes)) === minutes));
  });
});

describe('the overlap rule', () => {
  it('lets touching ends pass and catches any shared minute', () => {
    const booked = { day: '2030-01-07', starttime: '08:00', endtime: '09:30' };
    expect(overlaps(booked, { ...booked, starttime: '09:30', endtime: '10:00' })).toBe(false);
    expect(overlaps(booked, { ...booked, starttime: '07:00', endtime: '08:00' })).toBe(false);
    expect(overlaps(booked, { ...booked, starttime: '09:25', endtime: '10:00' })).toBe(true);
    expect(overlaps(booked, { ...booked, starttime: '08:30', endtime: '09:00' })).toBe(true);
    expect(overlaps(booked, { ...booked, day: '2030-01-08' })).toBe(false);
  });

  it('is symmetric', () => {
    fc.assert(fc.property(range, range, (a, b) => overlaps(a, b) === overlaps(b, a)));
  });

  it('holds exactly when the two ranges share a 5-minute slot (touching ends share none)', () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        const slots = new Set(slotsOf(a));
        expect(overlaps(a, b)).toBe(slotsOf(b).some((slot) => slots.has(slot)));
      }),
    );
  });

  it('never holds for ranges that touch', () => {
    fc.assert(
      fc.property(range, (a) => {
        const after = { day: a.day, starttime: a.endtime, endtime: timeOf(Math.min(minutesOf(a.endtime) + 30, DAY_MINUTES - 5)) };
        return !startsBeforeEnd(after) || !overlaps(a, after);
      }),
    );
  });

  it('always holds for a range and itself', () => {
    fc.assert(fc.property(range, (a) => overlaps(a, a)));
  });

  it('keeps a ledger free of overlaps when every booking is checked against it first', () => {
    fc.assert(
      fc.property(fc.array(range, { maxLength: 40 }), (wanted) => {
        const ledger: DayRange[] = [];
        for (const candidate of wanted)
          if (
            !firstOverlap(
              candidate,
              ledger.filter((other) => other.day === candidate.day),
            )
          )
            ledger.push(candidate);
        for (const [index, a] of ledger.entries()) for (const b of ledger.slice(index + 1)) expect(overlaps(a, b)).toBe(false);
      }),
    );
  });
});
