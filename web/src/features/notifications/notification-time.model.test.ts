import { describe, expect, it } from 'vitest';
import { berlinDateTimeToIso, berlinDay, dayLabel, isoToBerlinDateTime, notificationTime } from './notification-time.model.js';

describe('notification times on the school clock (Europe/Berlin)', () => {
  it("shows 'DD.MM. HH:mm' in winter and summer time", () => {
    expect(notificationTime('2026-11-25T06:05:00.000Z')).toBe('25.11. 07:05');
    expect(notificationTime('2026-07-01T22:30:00.000Z')).toBe('02.07. 00:30');
  });

  it('groups by the Berlin day, labelled DD.MM.', () => {
    expect(berlinDay('2026-11-25T23:30:00.000Z')).toBe('2026-11-26');
    expect(dayLabel('2026-11-26')).toBe('26.11.');
  });

  it('turns a chosen date and time into the instant, on both sides of a DST change', () => {
    expect(berlinDateTimeToIso('2026-11-25', '07:30')).toBe('2026-11-25T06:30:00.000Z');
    expect(berlinDateTimeToIso('2026-07-01', '07:30')).toBe('2026-07-01T05:30:00.000Z');
    expect(berlinDateTimeToIso('2027-03-28', '03:30')).toBe('2027-03-28T01:30:00.000Z');
    expect(berlinDateTimeToIso('2026-10-25', '12:00')).toBe('2026-10-25T11:00:00.000Z');
  });

  it('shows an instant as the date and time fields of the school clock', () => {
    expect(isoToBerlinDateTime('2026-11-25T23:30:00.000Z')).toEqual({ date: '2026-11-26', time: '00:30' });
    expect(isoToBerlinDateTime('2027-03-28T01:30:00.000Z')).toEqual({ date: '2027-03-28', time: '03:30' });
  });
});
