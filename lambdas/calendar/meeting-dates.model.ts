import type { MeetingRepeat } from '../../shared/schemas/calendar.schema.js';
import { addDays, isWeekend } from '../../shared/week.js';

/** A range of holidays, both days included (GPU018 rows and the school year's own). */
export interface HolidayRange {
  from: string;
  to: string;
}

export interface MeetingSchedule {
  start: string;
  /** Ignored for 'never'. */
  end: string;
  repeat: MeetingRepeat;
  includeVacations: boolean;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const dayOfMonth = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(year, month))).padStart(2, '0')}`;

/**
 * Monthly repeats keep the start's day of the month; a month that lacks it (a meeting on the 29th,
 * 30th or 31st) gets the meeting on its last day instead: 31 January → 28/29 February → 31 March.
 */
const monthlyDays = (start: string, end: string): string[] => {
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  const days: string[] = [];
  for (let index = 0; ; index += 1) {
    const months = month - 1 + index;
    const next = dayOfMonth(year + Math.floor(months / 12), (months % 12) + 1, day);
    if (next > end) return days;
    days.push(next);
  }
};

const everyNthDay = (start: string, end: string, step: number): string[] => {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, step)) days.push(day);
  return days;
};

/** Every day of a repeat between start and end, before holidays and the school year are applied. */
const repeatDays = ({ start, end, repeat }: MeetingSchedule): string[] => {
  switch (repeat) {
    case 'never':
      return [start];
    case 'daily':
      // Täglich means every school day: Monday to Friday (the week the weekplan shows).
      return everyNthDay(start, end, 1).filter((day) => !isWeekend(day));
    case 'weekly':
      return everyNthDay(start, end, 7);
    case '2weeks':
      return everyNthDay(start, end, 14);
    case 'monthly':
      return monthlyDays(start, end);
  }
};

export const isHoliday = (day: string, holidays: readonly HolidayRange[]) => holidays.some(({ from, to }) => day >= from && day <= to);

/**
 * The days of a meeting inside the school year: its repeat from start to end (a meeting that never
 * repeats has its start day only), capped at the school year (a daily meeting 'for years' ends with
 * it), without holidays unless the meeting includes vacations. A single meeting keeps its day even
 * in the holidays: it was put there on purpose. Days are Berlin calendar days and times stay
 * wall-clock times, so a change of daylight saving time moves nothing.
 */
export const expandMeetingDays = (
  schedule: MeetingSchedule,
  schoolYear: { start: string; end: string },
  holidays: readonly HolidayRange[],
): string[] => {
  const end = schedule.repeat === 'never' ? schedule.start : schedule.end < schoolYear.end ? schedule.end : schoolYear.end;
  return repeatDays({ ...schedule, end })
    .filter((day) => day >= schoolYear.start && day <= schoolYear.end)
    .filter((day) => schedule.repeat === 'never' || schedule.includeVacations || !isHoliday(day, holidays));
};

/** The spec's saveMeeting answer in days: what a save adds, removes and rewrites. */
export const meetingDateChanges = (before: readonly string[], after: readonly string[], changed: boolean) => {
  const old = new Set(before);
  const now = new Set(after);
  return {
    meetingDatesToAdd: after.filter((day) => !old.has(day)),
    meetingDatesToRemove: before.filter((day) => !now.has(day)),
    meetingDatesToUpdate: changed ? after.filter((day) => old.has(day)) : [],
  };
};

/** The calendar page shows 10 months before and after today (spec §9). */
export const CALENDAR_WINDOW_MONTHS = 10;

/** A day some months away; a day of the month the target month lacks becomes that month's last day. */
const addMonths = (day: string, months: number) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(date, last));
  return shifted.toISOString().slice(0, 10);
};

export const calendarWindow = (today: string) => ({
  from: addMonths(today, -CALENDAR_WINDOW_MONTHS),
  to: addMonths(today, CALENDAR_WINDOW_MONTHS),
});
