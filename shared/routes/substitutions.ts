import { substitutionPlanSchema, substitutionsQuerySchema } from '../schemas/substitutions.schema.js';
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
  },
);
