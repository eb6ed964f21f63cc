import { addDays, format, isValid, parse, parseISO } from 'date-fns';
import { DELETION_GRACE_DAYS } from '@shared/deletion.js';

/** An ISO day (`yyyy-MM-dd`) as the spec shows dates: dd.MM.yyyy. */
export const germanDay = (day: string) => format(parseISO(day), 'dd.MM.yyyy');

/** A typed dd.MM.yyyy (also d.M.yyyy) as the ISO day `yyyy-MM-dd`; undefined for anything else. */
export const isoOfGermanDay = (text: string) => {
  const trimmed = text.trim();
  if (!/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(trimmed)) return undefined;
  const date = parse(trimmed, 'd.M.yyyy', new Date());
  return isValid(date) ? format(date, 'yyyy-MM-dd') : undefined;
};

/** A typed time on the 24-hour clock (9:30, 09:30, 0930 or 9.30) as `HH:mm`; undefined for anything else. */
export const timeOfGermanText = (text: string) => {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

/** The day an account marked for deletion at `markedAt` (ISO) is deleted, as dd.MM.yyyy. */
export const germanDeletionDay = (markedAt: string) => format(addDays(parseISO(markedAt), DELETION_GRACE_DAYS), 'dd.MM.yyyy');
