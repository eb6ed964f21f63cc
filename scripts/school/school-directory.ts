import { AppError } from '../../lambdas/_lib/app-error.js';
import { findSchoolByName, listSchools } from '../../lambdas/schools/school-onboarding.service.js';
import { getSchoolSettings } from '../../lambdas/schools/school-settings.service.js';
import { getActiveSchoolYear, getSchool } from '../../lambdas/schools/school.service.js';

/** `school list`: every school of the directory, by name. */
export const schoolTable = async () =>
  (await listSchools()).map(({ schoolId, name, adminEmail, createdAt }) => ({
    id: schoolId,
    name,
    admin: adminEmail ?? '',
    created: createdAt.slice(0, 10),
  }));

/** `school show <id|name>`: the school, its active school year and settings; undefined when there is none. */
export const describeSchool = async (idOrName: string) => {
  const schoolId = (await findSchoolByName(idOrName))?.schoolId ?? idOrName;
  try {
    const school = await getSchool(schoolId);
    const [listed, year, { logoUrl, ...settings }] = await Promise.all([
      findSchoolByName(school.name),
      getActiveSchoolYear(school).catch(() => undefined),
      getSchoolSettings(schoolId),
    ]);
    return {
      id: school.id,
      name: school.name,
      admin: listed?.adminEmail,
      schoolYear: year && { id: year.id, name: year.name, start: year.start, end: year.end },
      settings: { ...settings, logo: Boolean(logoUrl) },
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'school-not-found') return undefined;
    throw error;
  }
};
