import { describe, expect, it } from 'vitest';
import type { Reservation } from '@shared/schemas/reservation.schema.js';
import { bookingDays, calendarDays, calendarSlots, inSlot } from './reservation-days.model.js';

const reservation = (over: Partial<Reservation>): Reservation => ({
  id: 'r',
  reservationGroup: 'g1',
  resourceId: 'laptop-01',
  resourceName: 'Laptop 01',
  resourceType: 'Laptop',
  day: '2030-01-07',
  starttime: '08:00',
  endtime: '09:30',
  description: 'Unterricht',
  tutorName: 'Herr Schmidt',
  own: true,
  created: '2030-01-01T00:00:00Z',
  ...over,
});

describe('the personal list', () => {
  it('groups by day and by reservation group', () => {
    const days = bookingDays([
      reservation({ id: 'a' }),
      reservation({ id: 'c', day: '2030-01-08' }),
      reservation({ id: 'b', resourceId: 'laptop-02' }),
      reservation({ id: 'd', reservationGroup: 'g2', starttime: '07:00', endtime: '08:00' }),
    ]);
    expect(days.map((day) => [day.day, day.groups.map((group) => group.items.map((item) => item.id))])).toEqual([
      ['2030-01-07', [['d'], ['a', 'b']]],
      ['2030-01-08', [['c']]],
    ]);
  });
});

describe('the calendar dialog', () => {
  it('shows today plus 4 days without Sundays', () => {
    expect(calendarDays('2030-01-10')).toEqual(['2030-01-10', '2030-01-11', '2030-01-12', '2030-01-14']);
  });

  it('has 25 half-hour slots from 06:00', () => {
    const slots = calendarSlots();
    expect(slots).toHaveLength(25);
    expect(slots[0]).toEqual({ starttime: '06:00', endtime: '06:30' });
    expect(slots.at(-1)).toEqual({ starttime: '18:00', endtime: '18:30' });
  });

  it('puts a reservation into the slots it overlaps, not the touching ones', () => {
    const items = [reservation({})];
    const slots = calendarSlots().filter((slot) => inSlot(items, '2030-01-07', slot).length > 0);
    expect(slots.map((slot) => slot.starttime)).toEqual(['08:00', '08:30', '09:00']);
  });
});
