import { AppError } from '../_lib/app-error.js';
import { isConditionFailure } from '../_lib/condition-failure.js';
import { countedRevision, stillAtRevision } from '../_lib/revision.js';
import { schoolYearEntity } from './school-year.entity.js';

/** A range of holidays of a school year, both days included. */
export interface SchoolYearHoliday {
  name: string;
  from: string;
  to: string;
}

/** How often the import reads the year again when an admin saved its holidays between its read and its write. */
const IMPORT_ATTEMPTS = 3;

/**
 * Stores the holidays an import brought (the timetable import's GPU018 rows, `source` 'untis') in
 * the school year, for meeting and course repeats to skip: they replace those the same source stored
 * before; the year's own holidays stay, and one with the same days as an own holiday is not added
 * again. Holidays outside the school year are left out. Writes nothing when the list would not
 * change, so importing the same files again changes nothing. A change is a save of the holidays: it
 * counts their revision, so the admin's form opened before does not take it back, and holds only
 * while the revision read is stored (an admin's save in between: read again). The import runs under
 * its school's import lock, so no second import writes the list meanwhile. A module of its own, so
 * the functions that read schools through school.service.ts are given no write on the school year.
 */
export const storeImportedHolidays = async (
  schoolId: string,
  schoolYearId: string,
  source: string,
  holidays: readonly SchoolYearHoliday[],
  attempts = IMPORT_ATTEMPTS,
): Promise<void> => {
  const { data } = await schoolYearEntity.get({ schoolId, schoolYearId }).go();
  if (!data) throw new AppError('no-active-school-year');
  const kept = (data.holidays ?? []).filter((holiday) => holiday.source !== source);
  const sameDays = (a: { from: string; to: string }, b: { from: string; to: string }) => a.from === b.from && a.to === b.to;
  const added: SchoolYearHoliday[] = [];
  for (const holiday of holidays) {
    const inYear = holiday.to >= data.start && holiday.from <= data.end;
    if (inYear && ![...kept, ...added].some((other) => sameDays(other, holiday))) added.push(holiday);
  }
  const next = [...kept, ...added.map(({ name, from, to }) => ({ name, from, to, source }))];
  const listed = (list: { from: string; to: string; name?: string; source?: string }[]) =>
    list.map((holiday) => [holiday.from, holiday.to, holiday.name ?? '', holiday.source ?? ''].join('|')).join('\n');
  if (listed(next) === listed(data.holidays ?? [])) return;
  const revision = countedRevision(data.holidaysRevision);
  await schoolYearEntity
    .patch({ schoolId, schoolYearId })
    .set({ holidays: next, holidaysRevision: revision + 1 })
    .where(({ holidaysRevision }, operators) => stillAtRevision(holidaysRevision, revision, operators))
    .go()
    .catch(async (error: unknown) => {
      if (!isConditionFailure(error) || attempts <= 1) throw error;
      await storeImportedHolidays(schoolId, schoolYearId, source, holidays, attempts - 1);
    });
};

/** The prepared school years' ids (at most one): the timetable import stores its holidays there too. */
export const preparedSchoolYearIds = async (schoolId: string) => {
  const { data } = await schoolYearEntity.query
    .byId({ schoolId })
    .where(({ state }, { eq }) => eq(state, 'prepared'))
    .go({ pages: 'all', attributes: ['schoolYearId'] });
  return data.map((item) => item.schoolYearId);
};
