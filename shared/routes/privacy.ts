import { personParamsSchema, personalDataExportSchema } from '../schemas/privacy.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/** Data protection (DSGVO): the Art. 15 export of a person's data, by the person or an admin of their school. */
export const privacyRoutes = defineRoutes(
  { name: 'privacy' },
  {
    exportMyData: { method: 'GET', path: '/api/privacy/export', response: personalDataExportSchema },
    exportPersonData: {
      method: 'GET',
      path: '/api/privacy/export/{uid}',
      access: schoolAdmins,
      params: personParamsSchema,
      response: personalDataExportSchema,
    },
  },
);
