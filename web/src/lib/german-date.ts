import { addDays, format, isValid, parse, parseISO } from 'date-fns';
import { DELETION_GRACE_DAYS } from '../../../shared/deletion.js';

/** An ISO day (`yyyy-MM-dd`) as the spec shows dates: dd.MM.yyyy. */
export const germanDay = (day: string) => format(parseISO(day), 'dd.MM.yyyy');

/** A typed dd.MM.yyyy (also d.M.yyyy) as the ISO day `yyyy-MM-dd`; undefined for anything else. */
export const isoOfGermanDay = (text: string) => {
  const trimmed = text.trim();
  if (!/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(trimmed)) return undefined;
  const date = parse(trimmed, 'd.M.yyyy', new Date());
  return isValid(date) ? format(date, 'yyyy-MM-dd') : undefined;
};

/** The day an account marked for deletion at `markedAt` (ISO) is deleted, as dd.MM.yyyy. */
export const germanDeletionDay = (markedAt: string) => format(addDays(parseISO(markedAt), DELETION_GRACE_DAYS), 'dd.MM.yyyy');
