import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSchoolWeek, seedDay, seededWeeks, seedMonday, seedSchoolDay } from './seed-day.js';

/** Friday 2026-11-27, ten seconds before midnight in Berlin (CET, UTC+1). */
const FRIDAY_LATE = new Date('2026-11-27T22:59:50Z');
const SATURDAY_EARLY = new Date('2026-11-27T23:00:10Z');

describe('seed day', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('keeps the seed week of a run that crosses Friday midnight in Berlin', () => {
    vi.useFakeTimers({ now: FRIDAY_LATE });
    vi.stubEnv('SCHULAPP_SEED_DAY', seedDay());
    const before = { day: seedDay(), monday: seedMonday(), week: currentSchoolWeek(), schoolDay: seedSchoolDay() };
    vi.setSystemTime(SATURDAY_EARLY);
    expect({ day: seedDay(), monday: seedMonday(), week: currentSchoolWeek(), schoolDay: seedSchoolDay() }).toEqual(before);
    expect(before).toEqual({ day: '2026-11-27', monday: '2026-11-23', week: '2026-11-23', schoolDay: '2026-11-27' });
  });

  it('follows the clock without a fixed day (a Saturday opens the next school week)', () => {
    vi.stubEnv('SCHULAPP_SEED_DAY', '');
    vi.useFakeTimers({ now: SATURDAY_EARLY });
    expect({ day: seedDay(), monday: seedMonday(), week: currentSchoolWeek(), schoolDay: seedSchoolDay() }).toEqual({
      day: '2026-11-28',
      monday: '2026-11-23',
      week: '2026-11-30',
      schoolDay: '2026-11-30',
    });
  });

  it('rejects a seed day that is not a date', () => {
    vi.stubEnv('SCHULAPP_SEED_DAY', '27.11.2026');
    expect(seedDay).toThrow('SCHULAPP_SEED_DAY');
  });

  it("seeds the seed's week and the next, or the week before where the school year ends first", () => {
    vi.stubEnv('SCHULAPP_SEED_DAY', '2026-12-09');
    expect(seededWeeks()).toEqual({ first: '2026-12-07', second: '2026-12-14' });
    vi.stubEnv('SCHULAPP_SEED_DAY', '2027-07-21');
    expect(seededWeeks()).toEqual({ first: '2027-07-19', second: '2027-07-26' });
    vi.stubEnv('SCHULAPP_SEED_DAY', '2027-07-28');
    expect(seededWeeks()).toEqual({ first: '2027-07-19', second: '2027-07-26' });
  });
});
