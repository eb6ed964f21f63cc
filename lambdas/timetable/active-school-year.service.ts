import { AppError } from '../_lib/app-error.js';
import { getSchool } from '../schools/school.service.js';

/** The caller's school and its active school year id (no school year read). */
export const activeSchoolYearOf = async (schoolId: string) => {
  const school = await getSchool(schoolId);
  if (!school.activeSchoolYearId) throw new AppError('no-active-school-year');
  return { school, schoolYearId: school.activeSchoolYearId };
};
