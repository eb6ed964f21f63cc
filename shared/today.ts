import { defined } from './defined.js';
import { onFirstUse } from './on-first-use.js';
import { isWeekend, nextSchoolDay } from './week.js';

/** From this hour on (Europe/Berlin) the school day counts as over: the spec's break hour. */
export const BREAK_HOUR = 18;

/** Made once per process, on first use (a formatter with a time zone is costly to build; see week.ts). */
const berlinHourFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The school's calendar day, hour and wall-clock time ('HH:MM') in Europe/Berlin, daylight saving included. */
export const berlinClock = (now: Date): { day: string; hour: number; time: string } => {
  const parts = berlinHourFormat().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    defined(
      parts.find((item) => item.type === type),
      `${type} of the Berlin time`,
    ).value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), time: `${part('hour')}:${part('minute')}` };
};

/** Saturday, Sunday, or a school day from the break hour on: the today overview looks ahead. */
export const isBreakTime = (now: Date): boolean => {
  const { day, hour } = berlinClock(now);
  return isWeekend(day) || hour >= BREAK_HOUR;
};

export interface OverviewDay {
  day: string;
  label: 'Heute' | 'Morgen' | 'Übermorgen';
}

/**
 * The two days of the today overview, weekends skipped: today and the next school day, or on a
 * break the next school day (Morgen) and the one after it (Übermorgen).
 */
export const todayOverviewDays = (now: Date): [OverviewDay, OverviewDay] => {
  const { day } = berlinClock(now);
  if (isBreakTime(now)) {
    const first = nextSchoolDay(day);
    return [
      { day: first, label: 'Morgen' },
      { day: nextSchoolDay(first), label: 'Übermorgen' },
    ];
  }
  return [
    { day, label: 'Heute' },
    { day: nextSchoolDay(day), label: 'Morgen' },
  ];
};
