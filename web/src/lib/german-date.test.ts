import { describe, expect, it } from 'vitest';
import { germanDay, isoOfGermanDay, timeOfGermanText } from './german-date.js';

describe('German dates', () => {
  it('shows an ISO day as dd.MM.yyyy', () => {
    expect(germanDay('2026-03-05')).toBe('05.03.2026');
  });

  it('reads dd.MM.yyyy and d.M.yyyy, refusing impossible or partial dates', () => {
    expect(isoOfGermanDay('05.03.2026')).toBe('2026-03-05');
    expect(isoOfGermanDay(' 5.3.2026 ')).toBe('2026-03-05');
    expect(isoOfGermanDay('29.02.2028')).toBe('2028-02-29');
    for (const text of ['29.02.2027', '31.04.2026', '05.03.26', '2026-03-05', '05.03.', '', '5.13.2026']) {
      expect(isoOfGermanDay(text)).toBeUndefined();
    }
  });

  it('reads a time on the 24-hour clock, refusing AM/PM and impossible times', () => {
    expect(timeOfGermanText('09:30')).toBe('09:30');
    expect(timeOfGermanText(' 9:05 ')).toBe('09:05');
    expect(timeOfGermanText('1730')).toBe('17:30');
    expect(timeOfGermanText('9.30')).toBe('09:30');
    expect(timeOfGermanText('00:00')).toBe('00:00');
    for (const text of ['24:00', '12:60', '10:00 AM', '9:3', '', 'abc']) {
      expect(timeOfGermanText(text)).toBeUndefined();
    }
  });
});
