import { addDays, format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { optionsLeft } from '@shared/poll-rules.js';
import { POLL_LIMITS } from '@shared/schemas/poll.schema.js';

export type GeneratorInput =
  { mode: 'oneDay'; day: string; start: string; end: string; step: number } | { mode: 'multipleDays'; startDay: string; endDay: string };

export type GeneratorIssues = Partial<
  Record<'day' | 'start' | 'end' | 'startDay' | 'endDay', 'needed' | 'startAfterEnd' | 'beforeToday' | 'timeFormat'>
>;

/** A typed time of day: 'hh:mm' (the hour also with one digit), 0:00 to 23:59. */
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const isTime = (time: string) => TIME.test(time.trim());
const minutesOf = (time: string) => {
  const [, hours = '0', minutes = '0'] = TIME.exec(time.trim()) ?? [];
  return Number(hours) * 60 + Number(minutes);
};
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * §5: fields required ('Wird benötigt.'), times typed as hh:mm, one day only when start precedes
 * end, several days only when start precedes end, never before today.
 */
export const generatorIssues = (input: GeneratorInput, today: string): GeneratorIssues => {
  const issues: GeneratorIssues = {};
  if (input.mode === 'oneDay') {
    if (!input.day) issues.day = 'needed';
    else if (input.day < today) issues.day = 'beforeToday';
    if (!input.start) issues.start = 'needed';
    else if (!isTime(input.start)) issues.start = 'timeFormat';
    if (!input.end) issues.end = 'needed';
    else if (!isTime(input.end)) issues.end = 'timeFormat';
    if (!issues.start && !issues.end && minutesOf(input.start) >= minutesOf(input.end)) issues.end = 'startAfterEnd';
  } else {
    if (!input.startDay) issues.startDay = 'needed';
    else if (input.startDay < today) issues.startDay = 'beforeToday';
    if (!input.endDay) issues.endDay = 'needed';
    if (input.startDay && input.endDay && input.startDay >= input.endDay) issues.endDay = 'startAfterEnd';
  }
  return issues;
};

/**
 * The option labels: time slots of one day every `step` minutes (1 to 360), or every day of a range;
 * only as many as the question's `existing` options leave room for.
 */
export const generateOptions = (input: GeneratorInput, existing: number): string[] => {
  const room = optionsLeft(existing);
  if (input.mode === 'oneDay') {
    const step = Math.min(POLL_LIMITS.slotStepMax, Math.max(POLL_LIMITS.slotStepMin, Math.round(input.step)));
    const day = format(parseISO(input.day), 'EEE dd.MM.', { locale: de });
    const labels: string[] = [];
    for (let at = minutesOf(input.start); at + step <= minutesOf(input.end) && labels.length < room; at += step)
      labels.push(`${day} ${timeOf(at)}–${timeOf(at + step)}`);
    return labels;
  }
  const labels: string[] = [];
  for (let day = parseISO(input.startDay); format(day, 'yyyy-MM-dd') <= input.endDay && labels.length < room; day = addDays(day, 1))
    labels.push(format(day, 'EEEE, dd.MM.yyyy', { locale: de }));
  return labels;
};
