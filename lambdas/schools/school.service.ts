import { defaultSchoolPushDays, type SchoolPushDay } from '../../shared/push-settings.js';
import type { SchoolYearState } from '../../shared/schemas/school-year.schema.js';
import { AppError } from '../_lib/app-error.js';
import { itemRead } from '../_lib/batch-get.js';
import { schoolYearEntity } from './school-year.entity.js';
import { schoolEntity, type School } from './school.entity.js';

export type { School } from './school.entity.js';

interface SchoolItem {
  schoolId: string;
  name: string;
  label?: string;
  activeSchoolYearId?: string;
  myGroups?: 'all' | 'own';
  weatherCityId?: string;
  logoKey?: string;
  untisHolidays?: boolean;
  encryptData?: boolean;
}

const toSchool = (item: SchoolItem): School => ({
  id: item.schoolId,
  name: item.name,
  label: item.label,
  activeSchoolYearId: item.activeSchoolYearId,
  myGroups: item.myGroups ?? 'own',
  weatherCityId: item.weatherCityId,
  logoKey: item.logoKey,
  untisHolidays: item.untisHolidays ?? true,
  encryptData: item.encryptData ?? false,
});

export const getSchool = async (schoolId: string): Promise<School> => {
  const { data } = await schoolEntity.get({ schoolId }).go();
  if (!data) throw new AppError('school-not-found');
  return toSchool(data);
};

/** Schools by id in one batch request (a guardian's children may attend different schools). */
export const getSchools = async (schoolIds: string[]): Promise<Map<string, School>> => {
  const unique = [...new Set(schoolIds)];
  if (unique.length === 0) return new Map();
  const { data } = await schoolEntity.get(unique.map((schoolId) => ({ schoolId }))).go();
  return new Map(data.map((item) => [item.schoolId, toSchool(item)]));
};

/** The read of a school within a batch of items of any entities (lambdas/_lib/batch-get.ts). */
export const schoolRead = (schoolId: string) => itemRead(schoolEntity, { schoolId }, toSchool);

interface SchoolYearItem {
  schoolYearId: string;
  name: string;
  start: string;
  end: string;
  holidays?: { from: string; to: string }[];
}

// Holidays (GPU018 and the year's own): meeting repeats skip them.
const toActiveSchoolYear = (item: SchoolYearItem) => ({
  id: item.schoolYearId,
  name: item.name,
  start: item.start,
  end: item.end,
  holidays: (item.holidays ?? []).map(({ from, to }) => ({ from, to })),
});
export type ActiveSchoolYear = ReturnType<typeof toActiveSchoolYear>;

/** The read of the school's active school year within a batch of items (lambdas/_lib/batch-get.ts). */
export const activeSchoolYearRead = (school: School) => {
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  return itemRead(schoolYearEntity, { schoolId: school.id, schoolYearId: school.activeSchoolYearId }, toActiveSchoolYear);
};

/** The active school year as read with a batch: missing is the spec's 'no-active-school-year'. */
export const requireActiveSchoolYear = (year: ActiveSchoolYear | null): ActiveSchoolYear => {
  if (!year) throw new AppError('no-active-school-year');
  return year;
};

export const getActiveSchoolYear = async (school: School) => {
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  const { data } = await schoolYearEntity.get({ schoolId: school.id, schoolYearId: school.activeSchoolYearId }).go();
  return requireActiveSchoolYear(data && toActiveSchoolYear(data));
};

/** The ids of every school year of a school (one query; a school keeps a few dozen at most). */
export const listSchoolYearIds = async (schoolId: string): Promise<string[]> => {
  const { data } = await schoolYearEntity.query.byId({ schoolId }).go({ pages: 'all', attributes: ['schoolYearId'] });
  return data.map((year) => year.schoolYearId);
};

/** The school's push window per weekday for a role (the defaults where the school has set none). */
export const getSchoolPushDays = async (schoolId: string, role: 'student' | 'tutor' | 'guardian'): Promise<SchoolPushDay[]> => {
  const { data } = await schoolEntity.get({ schoolId }).go({ attributes: ['pushSettings'] });
  return data?.pushSettings?.[role] ?? defaultSchoolPushDays;
};

/** The year the school names is active; otherwise a year is prepared only while it says so, else past. */
export const schoolYearStateOf = (item: { schoolYearId: string; state?: SchoolYearState }, activeSchoolYearId: string | undefined) =>
  item.schoolYearId === activeSchoolYearId ? 'active' : item.state === 'prepared' ? 'prepared' : 'past';

/** Every school year of the school as stored, newest first: one query of the school partition. */
export const listSchoolYearItems = async (schoolId: string) => {
  const { data } = await schoolYearEntity.query.byId({ schoolId }).go({ pages: 'all' });
  return data.sort((a, b) => b.start.localeCompare(a.start));
};

/** The years whose classes tutors read (Meine Klassen): the active one and the past ones, newest first. */
export const listReadableSchoolYears = async (school: School) =>
  (await listSchoolYearItems(school.id))
    .filter((item) => schoolYearStateOf(item, school.activeSchoolYearId) !== 'prepared')
    .map((item) => ({ id: item.schoolYearId, name: item.name, active: item.schoolYearId === school.activeSchoolYearId }));

/**
 * The year a read of classes asks for: the active one when none is given, else a past one (read
 * only: no write takes a year, they all go to the active one); a prepared or unknown year is not found.
 */
export const readableSchoolYearId = async (school: School, schoolYearId: string | undefined) => {
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  if (!schoolYearId || schoolYearId === school.activeSchoolYearId) return school.activeSchoolYearId;
  const { data } = await schoolYearEntity.get({ schoolId: school.id, schoolYearId }).go();
  if (!data || schoolYearStateOf(data, school.activeSchoolYearId) === 'prepared') throw new AppError('not-found');
  return schoolYearId;
};
