import { domainHandler } from '../_lib/api-handler.js';
import { listLeavers } from '../users/leaver.service.js';
import { flagLeavers } from './leavers.service.js';
import { activateSchoolYear, listYearsOfSchool, prepareSchoolYear } from './school-years.service.js';
import { getSchool } from './school.service.js';

export const handler = domainHandler('schools', {
  listSchoolYears: async ({ caller }) => {
    const school = await getSchool(caller.schoolId);
    const [years, leavers] = await Promise.all([listYearsOfSchool(school.id, school.activeSchoolYearId), listLeavers(school.id)]);
    return { years, leavers };
  },
  prepareSchoolYear: ({ caller, input }) => prepareSchoolYear(caller, input.body),
  activateSchoolYear: ({ caller, input }) => activateSchoolYear(caller, input.params.schoolYearId),
  flagLeavers: ({ caller }) => flagLeavers(caller),
});
