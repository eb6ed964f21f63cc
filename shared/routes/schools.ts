import {
  leaversSchema,
  prepareSchoolYearBodySchema,
  schoolYearParamsSchema,
  schoolYearSchema,
  schoolYearsSchema,
} from '../schemas/school-year.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/**
 * 'Schuljahr' in the Admin-Bereich: the school's years, preparing the next one (dates, holidays),
 * switching it active, and flagging the students who left with the previous year.
 */
export const schoolsRoutes = defineRoutes(
  { name: 'schools', access: schoolAdmins },
  {
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
