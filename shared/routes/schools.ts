import {
  createLogoUploadBodySchema,
  logoUploadSchema,
  saveLogoBodySchema,
  schoolSettingsSchema,
  updateSchoolSettingsBodySchema,
} from '../schemas/school-settings.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/** Admin card 'Schuleinstellungen': the settings and the logo of the caller's school. */
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
  },
);
