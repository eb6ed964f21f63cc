import { addStudentByCodeBodySchema, guardianStudentsSchema, studentLinkParamsSchema } from '../schemas/guardian.schema.js';
import { defineRoutes } from './define-routes.js';

export const guardiansRoutes = defineRoutes(
  { name: 'guardians', access: { roles: ['guardian'] } },
  {
    addStudentByCode: {
      method: 'POST',
      path: '/api/guardian/students',
      body: addStudentByCodeBodySchema,
      response: guardianStudentsSchema,
    },
    removeStudentLink: {
      method: 'DELETE',
      path: '/api/guardian/students/{uid}',
      params: studentLinkParamsSchema,
      response: guardianStudentsSchema,
    },
  },
);
