import type { MyGroups, Weekplan } from '../../shared/schemas/timetable.schema.js';
import { berlinToday, mondayOf } from '../../shared/week.js';
import { AppError } from '../_lib/app-error.js';
import type { Caller } from '../_lib/caller.js';
import { listReadableSchoolYears, readableSchoolYearId } from '../schools/school.service.js';
import { groupEntity } from './group.entity.js';
import { audienceOfGroup } from './lesson-date.entity.js';
import { frozenIfOfPastYear, groupIn } from './past-year.service.js';
import { planWeekOf, weekplanFrom, type WeekQuery } from './week-read.service.js';
import { viewerOf } from './weekplan-event.model.js';
import { canSeeGroup } from './year-groups.service.js';

/**
 * A group of the caller's school that the tutor may see (Meine Klassen): of the active school year,
 * or of the past year a read names (writes never name one). One get (and the year's for a past one);
 * the school comes with the caller.
 */
export const visibleGroupOf = async (caller: Caller, groupId: string, readYearId?: string) => {
  const { school } = caller;
  const schoolYearId = await readableSchoolYearId(school, readYearId);
  const { data: group } = await groupEntity.get({ schoolId: school.id, schoolYearId, groupId }).go();
  if (!group) throw new AppError('not-found');
  if (!canSeeGroup(school.myGroups, group.classTutorUid, caller.uid)) throw new AppError('forbidden');
  return { school, schoolYearId, group };
};

/** visibleGroupOf for a write, which reaches the active year only: a group of a past year is answered `school-year-frozen`. */
export const writableGroupOf = (caller: Caller, groupId: string) =>
  visibleGroupOf(caller, groupId).catch(frozenIfOfPastYear(caller.schoolId, groupIn(caller.schoolId, groupId)));

/**
 * Meine Klassen selector: the groups of the school year (the active one, or a past one asked for)
 * the tutor may see, by name, and the years to choose from. The school comes with the caller; one
 * query for the groups (all of the year, or the tutor's through byTutor) beside one for the years.
 */
export const listMyGroups = async (caller: Caller, readYearId?: string): Promise<MyGroups> => {
  const { school } = caller;
  const schoolYearId = await readableSchoolYearId(school, readYearId);
  const [{ data }, years] = await Promise.all([
    school.myGroups === 'all'
      ? groupEntity.query.byYear({ schoolId: school.id, schoolYearId }).go({ pages: 'all' })
      : groupEntity.query.byTutor({ schoolId: school.id, schoolYearId, classTutorUid: caller.uid }).go({ pages: 'all' }),
    listReadableSchoolYears(school),
  ]);
  const groups = data
    .filter((group) => group.kind !== 'course')
    .map((group) => ({ id: group.groupId, displayName: group.displayName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de', { numeric: true }));
  return { groups, schoolYearId, years };
};

/** Meine Klassen: the weekplan of one group of the tutor's school (active or past year), with every change. */
export const getGroupWeekplan = async (
  caller: Caller,
  groupId: string,
  query: WeekQuery & { schoolYearId?: string },
): Promise<Weekplan> => {
  const { school, schoolYearId, group } = await visibleGroupOf(caller, groupId, query.schoolYearId);
  const from = query.from ?? mondayOf(berlinToday());
  const audiences = { audiences: [audienceOfGroup(group.groupId)], calendarIds: new Set<string>() };
  return weekplanFrom(await planWeekOf(school.id, schoolYearId, audiences, from, viewerOf(caller)), from, query.days);
};
