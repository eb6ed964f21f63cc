import { bootstrapSchema } from '../schemas/session.schema.js';
import { defineRoutes } from './define-routes.js';

export const sessionRoutes = defineRoutes(
  { name: 'session' },
  {
    getBootstrap: { method: 'GET', path: '/api/me', response: bootstrapSchema },
  },
);
