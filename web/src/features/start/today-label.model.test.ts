import { describe, expect, it } from 'vitest';
import { todayLabel } from './today-label.model.js';

// 2025-03-10 is a Monday; Berlin is UTC+1 in March before the switch.
describe('todayLabel', () => {
  it('says Heute on a school day before 18:00 Berlin time', () => {
    expect(todayLabel(new Date('2025-03-10T06:00:00Z'))).toBe('Heute');
    expect(todayLabel(new Date('2025-03-14T16:59:00Z'))).toBe('Heute');
  });

  it('says Morgen from 18:00 Berlin time on', () => {
    expect(todayLabel(new Date('2025-03-10T17:00:00Z'))).toBe('Morgen');
    expect(todayLabel(new Date('2025-03-14T22:59:00Z'))).toBe('Morgen');
  });

  it('says Morgen on Saturday and Sunday', () => {
    expect(todayLabel(new Date('2025-03-15T08:00:00Z'))).toBe('Morgen');
    expect(todayLabel(new Date('2025-03-16T11:00:00Z'))).toBe('Morgen');
  });
});
