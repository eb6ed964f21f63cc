import { substitutionPlanSchema, substitutionsQuerySchema, supervisionPlanSchema } from '../schemas/substitutions.schema.js';
import { defineRoutes } from './define-routes.js';

export const substitutionsRoutes = defineRoutes(
  { name: 'substitutions' },
  {
    getSubstitutionPlan: {
      method: 'GET',
      path: '/api/substitutions',
      query: substitutionsQuerySchema,
      response: substitutionPlanSchema,
      tagged: true,
    },
    /** Who supervises where: tutors and admins only (students and guardians are refused). */
    getSupervisionPlan: {
      method: 'GET',
      path: '/api/substitutions/supervisions',
      access: { roles: ['tutor'] },
      query: substitutionsQuerySchema,
      response: supervisionPlanSchema,
      tagged: true,
    },
  },
);
