/**
 * The spec's reservation rules (part2 §5, §9), shared by the API and the web form: times of day on
 * the 5-minute grid, start before end, and the overlap rule: two reservations of one device overlap
 * when they are on the same day and each starts before the other ends (touching ends are allowed).
 */

/** Reservation time step (§9). */
export const RESERVATION_STEP_MINUTES = 5;

/**
 * Devices one booking may hold. A booking is one DynamoDB transaction with two items per device
 * (the device-day ledger update and the reservation), and a transaction takes at most 100 items.
 */
export const MAX_DEVICES_PER_BOOKING = 50;

/** How far the calendar dialog looks: today plus 4 days (§9). */
export const CALENDAR_DAYS = 5;

export interface TimeRange {
  starttime: string;
  endtime: string;
}
export interface DayRange extends TimeRange {
  day: string;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an `HH:mm` time, or NaN when it is not one. */
export const minutesOf = (time: string): number => {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

/** `HH:mm` of minutes since midnight. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const isTimeOfDay = (time: string): boolean => !Number.isNaN(minutesOf(time));

export const isOnGrid = (time: string): boolean => minutesOf(time) % RESERVATION_STEP_MINUTES === 0;

export const startsBeforeEnd = ({ starttime, endtime }: TimeRange): boolean => minutesOf(starttime) < minutesOf(endtime);

/** The overlap rule of §5: same day, and each starts before the other ends. Touching ends do not overlap. */
export const overlaps = (a: DayRange, b: DayRange): boolean =>
  a.day === b.day && minutesOf(a.starttime) < minutesOf(b.endtime) && minutesOf(b.starttime) < minutesOf(a.endtime);

/** The first of `booked` that the wanted range overlaps, if any. */
export const firstOverlap = <T extends TimeRange>(wanted: TimeRange, booked: readonly T[]): T | undefined =>
  booked.find((other) => overlaps({ day: '', ...wanted }, { day: '', ...other }));
