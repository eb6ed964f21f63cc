import { addDays } from '../../shared/week.js';
import type { ImportHoliday } from './timetable-import-types.model.js';

/**
 * The days of `range` that GPU018 keeps free of lessons, each with the holiday it belongs to. Ranges
 * are clipped to `range` first, so a holiday file spanning several years costs at most a year of
 * days. Where a Feiertag lies inside Ferien (Karfreitag in the Osterferien) the day is the Feiertag's.
 */
export function holidaysByDay(holidays: readonly ImportHoliday[], range: { start: string; end: string }): Map<string, ImportHoliday> {
  const days = new Map<string, ImportHoliday>();
  for (const holiday of holidays) {
    const from = holiday.from > range.start ? holiday.from : range.start;
    const to = holiday.to < range.end ? holiday.to : range.end;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const current = days.get(day);
      if (current === undefined || (holiday.publicHoliday && !current.publicHoliday)) days.set(day, holiday);
    }
  }
  return days;
}
