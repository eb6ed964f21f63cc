import { describe, expect, it } from 'vitest';
import { isBreakDay, todayLabel } from './today-label.js';

// Local time: 2025-03-10 is a Monday.
const at = (day: number, hour: number, minute = 0) => new Date(2025, 2, day, hour, minute);

describe('todayLabel', () => {
  it('says Heute on a school day before 18:00', () => {
    expect(todayLabel(at(10, 7))).toBe('Heute');
    expect(todayLabel(at(14, 17, 59))).toBe('Heute');
    expect(isBreakDay(at(12, 0))).toBe(false);
  });

  it('says Morgen from 18:00 on', () => {
    expect(todayLabel(at(10, 18))).toBe('Morgen');
    expect(todayLabel(at(14, 23, 59))).toBe('Morgen');
  });

  it('says Morgen on Saturday and Sunday', () => {
    expect(todayLabel(at(15, 9))).toBe('Morgen');
    expect(todayLabel(at(16, 12))).toBe('Morgen');
    expect(isBreakDay(at(16, 0))).toBe(true);
  });
});
