import { userParamsSchema, userProfileSchema } from '../schemas/user.schema.js';
import { defineRoutes } from './define-routes.js';

export const usersRoutes = defineRoutes(
  { name: 'users' },
  {
    getUserProfile: { method: 'GET', path: '/api/users/{uid}', params: userParamsSchema, response: userProfileSchema },
  },
);
