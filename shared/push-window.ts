import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { onWeekday, toMinutes, type UserPushDay } from './push-settings.js';
import { addDays, isoWeekday } from './week.js';

/**
 * When a push may reach a person: their push times for the weekday (Monday to Sunday) in
 * Europe/Berlin, daylight saving included. Outside the window a push is held until it opens;
 * 'Notfall' ignores the window (the caller decides that).
 */
const ZONE = 'Europe/Berlin';

/** The Berlin calendar day and minute of the day of an instant. */
export const berlinMinute = (at: Date): { day: string; minute: number } => {
  const berlin = new TZDate(at, ZONE);
  return { day: format(berlin, 'yyyy-MM-dd'), minute: berlin.getHours() * 60 + berlin.getMinutes() };
};

/**
 * The instant a Berlin wall-clock minute names. Push times lie between 05:00 and 23:30, never in
 * the hour that daylight saving skips or repeats (02:00–03:00), so the offset is unambiguous.
 */
export const berlinInstant = (day: string, minute: number): Date => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, Math.floor(minute / 60), minute % 60, ZONE).getTime());
};

/** The person's window on one Berlin day: [start, end) in minutes, or null when the day is switched off. */
const windowOn = (days: readonly UserPushDay[], day: string) => {
  const setting = onWeekday(days, isoWeekday(day) - 1);
  return setting.disabled ? null : { start: toMinutes(setting.starttime), end: toMinutes(setting.endtime) };
};

/** Whether a push may go out at `at`. */
export const isPushWindowOpen = (days: readonly UserPushDay[], at: Date): boolean => {
  const { day, minute } = berlinMinute(at);
  const window = windowOn(days, day);
  return window !== null && minute >= window.start && minute < window.end;
};

/**
 * When a push held at `at` goes out: `at` itself when the window is open, else the next start of a
 * window (later today or on one of the next seven days); null when every day is switched off.
 */
export const nextPushTime = (days: readonly UserPushDay[], at: Date): Date | null => {
  if (isPushWindowOpen(days, at)) return at;
  const { day, minute } = berlinMinute(at);
  for (let offset = 0; offset <= 7; offset += 1) {
    const candidate = addDays(day, offset);
    const window = windowOn(days, candidate);
    if (window && (offset > 0 || minute < window.start)) return berlinInstant(candidate, window.start);
  }
  return null;
};
