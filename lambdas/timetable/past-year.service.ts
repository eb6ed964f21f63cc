import { AppError } from '../_lib/app-error.js';
import { getSchool, listSchoolYearItems, schoolYearStateOf } from '../schools/school.service.js';
import { groupEntity } from './group.entity.js';
import { lessonDateEntity } from './lesson-date.entity.js';

/** Whether a year of the school holds the item a write named. */
type FoundIn = (schoolYearId: string) => Promise<boolean>;

/** The group of that id in a school year. */
export const groupIn =
  (schoolId: string, groupId: string): FoundIn =>
  async (schoolYearId) =>
    Boolean((await groupEntity.get({ schoolId, schoolYearId, groupId }).go()).data);

/** A copy of the lesson date (lesson, meeting date) of that id in a school year. */
export const lessonIn =
  (schoolId: string, lessonDateId: string): FoundIn =>
  async (schoolYearId) =>
    (await lessonDateEntity.query.byId({ schoolId, schoolYearId, lessonDateId }).go({ limit: 1 })).data.length > 0;

/**
 * For a write that found no group or lesson of the named id in the active year (writes never take
 * a year): when a past year of the caller's school holds it, the answer is `school-year-frozen`, as
 * the old year's classes and courses stay readable but frozen; otherwise the error as it was. Only on
 * that error path: one read of the school, one query of its years, one read per past year.
 */
export const frozenIfOfPastYear =
  (schoolId: string, foundIn: FoundIn) =>
  async (error: unknown): Promise<never> => {
    if (!(error instanceof AppError) || error.code !== 'not-found') throw error;
    const [school, years] = await Promise.all([getSchool(schoolId), listSchoolYearItems(schoolId)]);
    const past = years.filter((year) => schoolYearStateOf(year, school.activeSchoolYearId) === 'past');
    const found = await Promise.all(past.map((year) => foundIn(year.schoolYearId)));
    throw found.includes(true) ? new AppError('school-year-frozen') : error;
  };
