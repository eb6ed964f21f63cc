import { healthSchema } from '../schemas/health.schema.js';
import { defineRoutes } from './define-routes.js';

export const systemRoutes = defineRoutes(
  { name: 'system', access: 'public' },
  {
    getHealth: { method: 'GET', path: '/api/health', response: healthSchema },
  },
);
