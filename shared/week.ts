import { onFirstUse } from './on-first-use.js';

/**
 * Week and day rules of the weekplan on plain YYYY-MM-DD strings. All arithmetic runs on UTC
 * midnight, so daylight-saving changes in Europe/Berlin can never shift a day.
 */
const DAY_MS = 86_400_000;

const toUtc = (day: string): number => {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};
const fromUtc = (time: number): string => new Date(time).toISOString().slice(0, 10);

export const isIsoDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;

export const addDays = (day: string, count: number): string => fromUtc(toUtc(day) + count * DAY_MS);

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (day: string): number => {
  const weekday = new Date(toUtc(day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
};

export const isWeekend = (day: string): boolean => isoWeekday(day) >= 6;

export const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));

export const isMonday = (day: string): boolean => isIsoDay(day) && isoWeekday(day) === 1;

/** The days of a view starting at `from`: the week view passes a Monday and 5 days. */
export const daysFrom = (from: string, count: number): string[] => Array.from({ length: count }, (_, index) => addDays(from, index));

/** Day view: the next or previous school day, weekends skipped. */
export const nextSchoolDay = (day: string): string => {
  let next = addDays(day, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
};
export const previousSchoolDay = (day: string): string => {
  let previous = addDays(day, -1);
  while (isWeekend(previous)) previous = addDays(previous, -1);
  return previous;
};
/** A weekend day shows the following Monday in the day view. */
export const schoolDayOnOrAfter = (day: string): string => (isWeekend(day) ? nextSchoolDay(day) : day);

/** ISO 8601 week: the year the week's Thursday falls in and its week number. */
export const isoWeek = (day: string): { year: number; week: number } => {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  return { year, week: (toUtc(thursday) - toUtc(firstThursday)) / (7 * DAY_MS) + 1 };
};

/**
 * Made once per process, on first use: building a formatter with a time zone costs more CPU than a short
 * API call's own work, and the first one loads ICU's data, which importers of the other helpers never need.
 */
const berlinDayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** Today's date in Europe/Berlin as YYYY-MM-DD (the school's calendar day). */
export const berlinToday = (now: Date = new Date()): string => berlinDayFormat().format(now);
