import {
  activationCodeCheckSchema,
  checkActivationCodeBodySchema,
  registerGuardianBodySchema,
  registerPersonBodySchema,
  registrationResultSchema,
} from '../schemas/registration.schema.js';
import { defineRoutes } from './define-routes.js';

/** Registration with an activation code: before there is an account, so without a token. */
export const registrationRoutes = defineRoutes(
  { name: 'registration', access: 'public' },
  {
    checkActivationCode: {
      method: 'POST',
      path: '/api/registration/codes/check',
      body: checkActivationCodeBodySchema,
      response: activationCodeCheckSchema,
    },
    registerTutor: { method: 'POST', path: '/api/registration/tutors', body: registerPersonBodySchema, response: registrationResultSchema },
    registerStudent: {
      method: 'POST',
      path: '/api/registration/students',
      body: registerPersonBodySchema,
      response: registrationResultSchema,
    },
    registerGuardian: {
      method: 'POST',
      path: '/api/registration/guardians',
      body: registerGuardianBodySchema,
      response: registrationResultSchema,
    },
  },
);
