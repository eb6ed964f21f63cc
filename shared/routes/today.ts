import { todayOverviewSchema, todayQuerySchema } from '../schemas/today.schema.js';
import { defineRoutes } from './define-routes.js';

export const todayRoutes = defineRoutes(
  { name: 'today', access: { roles: ['tutor'] } },
  {
    getTodayOverview: { method: 'GET', path: '/api/today', query: todayQuerySchema, response: todayOverviewSchema },
  },
);
