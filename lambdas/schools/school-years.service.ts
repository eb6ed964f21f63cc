import type { PrepareSchoolYearBody, SchoolYear, SchoolYearState } from '../../shared/schemas/school-year.schema.js';
import { schoolYearIdOf, schoolYearNameOf, schoolYearProblem } from '../../shared/school-year-rules.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { transactionWritten } from '../_lib/condition-failure.js';
import { entityService } from '../_lib/entity-service.js';
import { countedRevision, outdatedEdit, requireRevision, stillAtRevision } from '../_lib/revision.js';
import { bumpPlanVersion } from '../timetable/plan-version.service.js';
import { schoolYearEntity } from './school-year.entity.js';
import { schoolEntity } from './school.entity.js';
import { getSchool, listSchoolYearItems, schoolYearStateOf } from './school.service.js';

const yearWrites = entityService({ schoolEntity, schoolYearEntity });

interface SchoolYearItem {
  schoolYearId: string;
  name: string;
  start: string;
  end: string;
  state?: SchoolYearState;
  holidays?: { name?: string; from: string; to: string; source?: string }[];
  holidaysRevision?: number;
}

const toSchoolYear = (item: SchoolYearItem, activeSchoolYearId: string | undefined): SchoolYear => ({
  id: item.schoolYearId,
  revision: countedRevision(item.holidaysRevision),
  name: item.name,
  start: item.start,
  end: item.end,
  state: schoolYearStateOf(item, activeSchoolYearId),
  holidays: (item.holidays ?? [])
    .map(({ name, from, to, source }) => ({ name: name ?? '', from, to, ...(source === 'untis' && { source: 'untis' as const }) }))
    .sort((a, b) => a.from.localeCompare(b.from)),
});

/** Every school year of the school, newest first (one query of the school partition). */
export const listYearsOfSchool = async (schoolId: string, activeSchoolYearId: string | undefined): Promise<SchoolYear[]> =>
  (await listSchoolYearItems(schoolId)).map((item) => toSchoolYear(item, activeSchoolYearId));

/** Why the guarded write failed: the prepared year was switched active meanwhile, or saved (or replaced) meanwhile. */
const refusedPreparation = async (schoolId: string, prepared: SchoolYear | undefined) => {
  const school = await getSchool(schoolId);
  const now = await listYearsOfSchool(school.id, school.activeSchoolYearId);
  const switched = prepared && now.some((year) => year.id === prepared.id && year.state !== 'prepared');
  return switched ? new AppError('school-year-switched') : outdatedEdit();
};

/**
 * Prepares the next school year (or changes the prepared one): dates and the whole list of
 * holidays. It must end after it starts, overlap no other year and hold its holidays. Its id follows
 * from its start ('2027-28'); a prepared year of another id (other dates) is replaced in the same
 * transaction and the new one goes on from its revision. The body names the revision of the
 * prepared year the form was loaded at (none prepared: 1): another one answers 'outdated' before any
 * write, and the write holds only while it is still stored and the year still prepared (a switch
 * meanwhile: 'school-year-switched').
 */
export const prepareSchoolYear = async (caller: Caller, { revision, ...body }: PrepareSchoolYearBody): Promise<SchoolYear> => {
  const school = await getSchool(caller.schoolId);
  const years = await listYearsOfSchool(school.id, school.activeSchoolYearId);
  const schoolYearId = schoolYearIdOf(body.start);
  const prepared = years.find((year) => year.state === 'prepared');
  requireRevision(countedRevision(prepared?.revision), revision);
  const others = years.filter((year) => year.state !== 'prepared');
  const problem = schoolYearProblem(body, body.holidays, others);
  if (problem) throw new AppError(problem);
  const item = {
    schoolId: school.id,
    schoolYearId,
    name: schoolYearNameOf(body.start),
    start: body.start,
    end: body.end,
    state: 'prepared' as const,
    holidays: body.holidays,
    holidaysRevision: revision + 1,
  };
  const result = await yearWrites.transaction
    .write(({ schoolYearEntity: years }) => [
      ...(prepared && prepared.id !== schoolYearId
        ? [
            years
              .delete({ schoolId: school.id, schoolYearId: prepared.id })
              .where(
                (stored, operators) =>
                  `${operators.eq(stored.state, 'prepared')} AND ${stillAtRevision(stored.holidaysRevision, revision, operators)}`,
              )
              .commit(),
          ]
        : []),
      years
        .put(item)
        .where((stored, operators) =>
          prepared?.id === schoolYearId
            ? `${operators.eq(stored.state, 'prepared')} AND ${stillAtRevision(stored.holidaysRevision, revision, operators)}`
            : operators.notExists(stored.state),
        )
        .commit(),
    ])
    .go();
  if (!transactionWritten(result)) throw await refusedPreparation(school.id, prepared);
  return toSchoolYear(item, school.activeSchoolYearId);
};

/**
 * Switches the prepared year active, in one transaction: the school names it, it becomes 'active'
 * and the previous year 'past'. The school's write holds only while it still names the year read
 * before, and the year's only while it is prepared: of two switches at once, one wins, the other is
 * refused ('school-year-switched'). Calendar feeds show the active year: they are stale afterwards.
 */
export const activateSchoolYear = async (caller: Caller, schoolYearId: string): Promise<SchoolYear> => {
  const school = await getSchool(caller.schoolId);
  const { data: year } = await schoolYearEntity.get({ schoolId: school.id, schoolYearId }).go();
  if (!year || schoolYearStateOf(year, school.activeSchoolYearId) !== 'prepared') throw new AppError('school-year-not-prepared');
  const previous = school.activeSchoolYearId;
  const result = await yearWrites.transaction
    .write(({ schoolEntity, schoolYearEntity: years }) => [
      schoolEntity
        .patch({ schoolId: school.id })
        .set({ activeSchoolYearId: schoolYearId })
        .where(({ activeSchoolYearId }, { eq, notExists }) => (previous ? eq(activeSchoolYearId, previous) : notExists(activeSchoolYearId)))
        .commit(),
      years
        .patch({ schoolId: school.id, schoolYearId })
        .set({ state: 'active' })
        .where(({ state }, { eq }) => eq(state, 'prepared'))
        .commit(),
      ...(previous ? [years.patch({ schoolId: school.id, schoolYearId: previous }).set({ state: 'past' }).commit()] : []),
    ])
    .go();
  if (!transactionWritten(result)) throw new AppError('school-year-switched');
  await bumpPlanVersion(school.id);
  return toSchoolYear({ ...year, state: 'active' }, schoolYearId);
};
