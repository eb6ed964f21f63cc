import { format, isValid, parse, parseISO } from 'date-fns';

/** An ISO day (`yyyy-MM-dd`) as the spec shows dates: dd.MM.yyyy. */
export const germanDay = (day: string) => format(parseISO(day), 'dd.MM.yyyy');

/** A typed dd.MM.yyyy (also d.M.yyyy) as the ISO day `yyyy-MM-dd`; undefined for anything else. */
export const isoOfGermanDay = (text: string) => {
  const trimmed = text.trim();
  if (!/^\d{1,2}\.\d{1,2}\.\d{4}$/.test(trimmed)) return undefined;
  const date = parse(trimmed, 'd.M.yyyy', new Date());
  return isValid(date) ? format(date, 'yyyy-MM-dd') : undefined;
};
