import { schoolsRoutes } from '../../shared/routes/schools.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { listLeavers } from '../users/leaver.service.js';
import { flagLeavers } from './leavers.service.js';
import { createLogoUpload, deleteLogo, getSchoolSettings, saveLogo, updateSchoolSettings } from './school-settings.service.js';
import { activateSchoolYear, listYearsOfSchool, prepareSchoolYear } from './school-years.service.js';
import { getSchool } from './school.service.js';

export const handler = domainHandler(schoolsRoutes, resolveCaller, {
  getSchoolSettings: ({ caller }) => getSchoolSettings(caller.schoolId),
  updateSchoolSettings: ({ caller, input }) => updateSchoolSettings(caller.schoolId, input.body),
  createLogoUpload: ({ caller, input }) => createLogoUpload(caller.schoolId, input.body),
  saveSchoolLogo: ({ caller, input }) => saveLogo(caller.schoolId, input.body.uploadId),
  deleteSchoolLogo: ({ caller }) => deleteLogo(caller.schoolId),
  listSchoolYears: async ({ caller }) => {
    const school = await getSchool(caller.schoolId);
    const [years, leavers] = await Promise.all([listYearsOfSchool(school.id, school.activeSchoolYearId), listLeavers(school.id)]);
    return { years, leavers };
  },
  prepareSchoolYear: ({ caller, input }) => prepareSchoolYear(caller, input.body),
  activateSchoolYear: ({ caller, input }) => activateSchoolYear(caller, input.params.schoolYearId),
  flagLeavers: ({ caller }) => flagLeavers(caller),
});
