import { minutesOf, overlaps, timeOf } from '@shared/reservations/reservation-rules.js';
import type { Reservation } from '@shared/schemas/reservation.schema.js';
import { addDays, isoWeekday } from '@shared/week.js';

const dayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** 'Montag, 7. Januar' of an ISO day. */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const shortDayLabel = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

export interface BookingGroup {
  key: string;
  reservationGroup: string;
  starttime: string;
  endtime: string;
  description: string;
  items: Reservation[];
}
export interface BookingDay {
  day: string;
  groups: BookingGroup[];
}

/** The personal list: by day, then by reservation group, in time order. */
export const bookingDays = (reservations: readonly Reservation[]): BookingDay[] => {
  const days = new Map<string, Map<string, BookingGroup>>();
  const sorted = [...reservations].sort((a, b) => a.day.localeCompare(b.day) || a.starttime.localeCompare(b.starttime));
  for (const item of sorted) {
    const groups = days.get(item.day) ?? new Map<string, BookingGroup>();
    days.set(item.day, groups);
    const key = `${item.reservationGroup}|${item.starttime}|${item.endtime}`;
    const group = groups.get(key) ?? {
      key,
      reservationGroup: item.reservationGroup,
      starttime: item.starttime,
      endtime: item.endtime,
      description: item.description,
      items: [],
    };
    groups.set(key, group);
    group.items.push(item);
  }
  return [...days].map(([day, groups]) => ({ day, groups: [...groups.values()] }));
};

/** The calendar dialog (§9): Monday to Saturday of today plus 4 days. */
export const calendarDays = (today: string): string[] =>
  Array.from({ length: 5 }, (_, index) => addDays(today, index)).filter((day) => isoWeekday(day) <= 6);

/** 30-minute slots from 06:00, 25 of them (§9). */
export const CALENDAR_FIRST_MINUTE = 6 * 60;
export const CALENDAR_SLOT_MINUTES = 30;
export const CALENDAR_SLOTS = 25;
export const calendarSlots = (): { starttime: string; endtime: string }[] =>
  Array.from({ length: CALENDAR_SLOTS }, (_, index) => {
    const start = CALENDAR_FIRST_MINUTE + index * CALENDAR_SLOT_MINUTES;
    return { starttime: timeOf(start), endtime: timeOf(start + CALENDAR_SLOT_MINUTES) };
  });

/** The reservations that overlap one slot of one day. */
export const inSlot = (reservations: readonly Reservation[], day: string, slot: { starttime: string; endtime: string }) =>
  reservations.filter((item) => overlaps(item, { day, ...slot }));

/** Whether a reservation starts in the slot (the calendar names it there, and marks the later slots). */
export const startsIn = (item: Reservation, slot: { starttime: string; endtime: string }) =>
  minutesOf(item.starttime) >= minutesOf(slot.starttime) && minutesOf(item.starttime) < minutesOf(slot.endtime);
