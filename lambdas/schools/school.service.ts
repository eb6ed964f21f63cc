import { defaultSchoolPushDays, type SchoolPushDay } from '../../shared/push-settings.js';
import { AppError } from '../_lib/app-error.js';
import { schoolYearEntity } from './school-year.entity.js';
import { schoolEntity } from './school.entity.js';

export interface School {
  id: string;
  name: string;
  label?: string;
  activeSchoolYearId?: string;
  myGroups: 'all' | 'own';
  weatherCityId?: string;
  /** The logo's key in the files bucket (school-logo-url.service.ts makes its URL). */
  logoKey?: string;
  /** Whether the timetable import takes GPU018's holidays. */
  untisHolidays: boolean;
}

interface SchoolItem {
  schoolId: string;
  name: string;
  label?: string;
  activeSchoolYearId?: string;
  myGroups?: 'all' | 'own';
  weatherCityId?: string;
  logoKey?: string;
  untisHolidays?: boolean;
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

export const getActiveSchoolYear = async (school: School) => {
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  const { data } = await schoolYearEntity.get({ schoolId: school.id, schoolYearId: school.activeSchoolYearId }).go();
  if (!data) throw new AppError('no-active-school-year');
  // Holidays (GPU018 and the year's own): meeting repeats skip them.
  const holidays = (data.holidays ?? []).map(({ from, to }) => ({ from, to }));
  return { id: data.schoolYearId, name: data.name, start: data.start, end: data.end, holidays };
};

/** The school's push window per weekday for a role (the defaults where the school has set none). */
export const getSchoolPushDays = async (schoolId: string, role: 'student' | 'tutor' | 'guardian'): Promise<SchoolPushDay[]> => {
  const { data } = await schoolEntity.get({ schoolId }).go({ attributes: ['pushSettings'] });
  return data?.pushSettings?.[role] ?? defaultSchoolPushDays;
};
