import { describe, expect, it } from 'vitest';
import { sickNoteDayErrors } from './classbook.schema.js';

describe('sickNoteDayErrors', () => {
  const today = '2026-11-26';
  it('accepts today up to a week ahead, lasting up to two weeks', () => {
    expect(sickNoteDayErrors(today, today, today)).toEqual({});
    expect(sickNoteDayErrors('2026-12-03', '2026-12-16', today)).toEqual({});
  });

  it('refuses a start before today or more than a week ahead', () => {
    expect(sickNoteDayErrors('2026-11-25', today, today)).toEqual({ start: 'before_today' });
    expect(sickNoteDayErrors('2026-12-04', '2026-12-04', today)).toEqual({ start: 'too_far' });
  });

  it('refuses an end before the start or more than two weeks after it', () => {
    expect(sickNoteDayErrors('2026-11-27', today, today)).toEqual({ end: 'before_start' });
    expect(sickNoteDayErrors(today, '2026-12-10', today)).toEqual({ end: 'too_long' });
  });
});
