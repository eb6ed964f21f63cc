import { isValid, parseISO } from 'date-fns';

/** A range of whole days, both included (`yyyy-MM-dd`). */
export interface DayRange {
  start: string;
  end: string;
}
export interface HolidayRange {
  from: string;
  to: string;
}

export type SchoolYearProblem = 'school-year-end-before-start' | 'school-year-overlap' | 'school-year-holiday-outside';

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isValid(parseISO(day));

/** The id of the school year that starts in the start's calendar year: '2027-28'. */
export const schoolYearIdOf = (start: string) => {
  const year = Number(start.slice(0, 4));
  return `${String(year)}-${String((year + 1) % 100).padStart(2, '0')}`;
};

/** Its name as the app shows it: '2027/28'. */
export const schoolYearNameOf = (start: string) => schoolYearIdOf(start).replace('-', '/');

const overlaps = (a: DayRange, b: DayRange) => a.start <= b.end && b.start <= a.end;

/**
 * The first rule a prepared school year breaks, or null: its end after its start, no overlap with
 * the school's other years, every holiday a range inside the year.
 */
export const schoolYearProblem = (
  year: DayRange,
  holidays: readonly HolidayRange[],
  others: readonly DayRange[],
): SchoolYearProblem | null => {
  if (!isDay(year.start) || !isDay(year.end) || year.end <= year.start) return 'school-year-end-before-start';
  if (others.some((other) => overlaps(year, other))) return 'school-year-overlap';
  const outside = (holiday: HolidayRange) =>
    !isDay(holiday.from) || !isDay(holiday.to) || holiday.to < holiday.from || holiday.from < year.start || holiday.to > year.end;
  return holidays.some(outside) ? 'school-year-holiday-outside' : null;
};
