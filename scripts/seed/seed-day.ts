import { addDays, berlinToday, isIsoDay, mondayOf, schoolDayOnOrAfter } from '../../shared/week.js';
import { demoSchools } from './demo-school.js';

/**
 * The day the demo seed builds its weeks around, and the day the tests derive the seeded dates
 * from. `npm test` fixes it once at the start of the run (SCHULAPP_SEED_DAY, inherited by the
 * seed and every test file), so a run that crosses midnight still expects the seed's own week;
 * without it, today in Europe/Berlin.
 */
export const seedDay = (): string => {
  const fixed = process.env.SCHULAPP_SEED_DAY;
  if (fixed === undefined || fixed === '') return berlinToday();
  if (!isIsoDay(fixed)) throw new Error(`SCHULAPP_SEED_DAY ist kein Datum (YYYY-MM-DD): ${fixed}`);
  return fixed;
};

/** Monday of the seed's week (the week of the seed day, also on a weekend). */
export const seedMonday = (): string => mondayOf(seedDay());

/** Monday of the week the weekplan opens with on the seed day: that week, or the next one on a weekend. */
export const currentSchoolWeek = (): string => mondayOf(schoolDayOnOrAfter(seedDay()));

/** The school day the day views open with on the seed day (a weekend: the following Monday). */
export const seedSchoolDay = (): string => schoolDayOnOrAfter(seedDay());

/**
 * Mondays of the two weeks the seed writes its plan changes, notes, absences and meetings into: the
 * seed's week and the next, or, where the school year ends before the next week's Friday, the week before and the seed's.
 */
export const seededWeeks = (): { first: string; second: string } => {
  const monday = seedMonday();
  const fitsNextWeek = addDays(monday, 11) <= demoSchools[0].schoolYear.end;
  return fitsNextWeek ? { first: monday, second: addDays(monday, 7) } : { first: addDays(monday, -7), second: monday };
};
