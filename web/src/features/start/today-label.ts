import { texts } from '../../i18n/texts.de.js';

/** From this hour on the day counts as over (the spec's break hour). */
export const BREAK_HOUR = 18;

/** Saturday, Sunday, or a school day after the break hour: the overview shows the next day. */
export const isBreakDay = (now: Date): boolean => {
  const weekday = now.getDay();
  return weekday === 0 || weekday === 6 || now.getHours() >= BREAK_HOUR;
};

/** Label of the today tile and panel: 'Morgen' on a break day, otherwise 'Heute'. */
export const todayLabel = (now: Date): string => (isBreakDay(now) ? texts.tiles.tomorrow : texts.tiles.today);
