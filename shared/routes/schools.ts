import {
  createLogoUploadBodySchema,
  logoUploadSchema,
  saveLogoBodySchema,
  schoolSettingsSchema,
  updateSchoolSettingsBodySchema,
} from '../schemas/school-settings.schema.js';
import {
  leaversSchema,
  prepareSchoolYearBodySchema,
  schoolYearParamsSchema,
  schoolYearSchema,
  schoolYearsSchema,
} from '../schemas/school-year.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/**
 * The admin's cards about the school: 'Schuleinstellungen' (the settings and the logo of the
 * caller's school) and 'Schuljahr' (the school's years, preparing the next one with dates and
 * holidays, switching it active, and flagging the students who left with the previous year).
 */
export const schoolsRoutes = defineRoutes(
  { name: 'schools', access: schoolAdmins },
  {
    getSchoolSettings: { method: 'GET', path: '/api/school/settings', response: schoolSettingsSchema },
    updateSchoolSettings: {
      method: 'PUT',
      path: '/api/school/settings',
      body: updateSchoolSettingsBodySchema,
      response: schoolSettingsSchema,
    },
    createLogoUpload: { method: 'POST', path: '/api/school/logo-uploads', body: createLogoUploadBodySchema, response: logoUploadSchema },
    saveSchoolLogo: { method: 'PUT', path: '/api/school/logo', body: saveLogoBodySchema, response: schoolSettingsSchema },
    deleteSchoolLogo: { method: 'DELETE', path: '/api/school/logo', response: schoolSettingsSchema },
    listSchoolYears: { method: 'GET', path: '/api/admin/school-years', response: schoolYearsSchema },
    prepareSchoolYear: {
      method: 'PUT',
      path: '/api/admin/school-years/prepared',
      body: prepareSchoolYearBodySchema,
      response: schoolYearSchema,
    },
    activateSchoolYear: {
      method: 'POST',
      path: '/api/admin/school-years/{schoolYearId}/activate',
      params: schoolYearParamsSchema,
      response: schoolYearSchema,
    },
    flagLeavers: { method: 'POST', path: '/api/admin/school-years/leavers', response: leaversSchema },
  },
);
