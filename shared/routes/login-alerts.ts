import {
  loginAlertAnswerSchema,
  loginAlertBodySchema,
  loginAlertParamsSchema,
  updateLoginAlertBodySchema,
} from '../schemas/login-alert.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/**
 * The login-alert dialog: an admin's message that everyone of the caller's school sees once at the
 * next sign-in. Reading and confirming: every signed-in person; the message itself: admins only
 * (written when there is none, changed naming the revision, removed).
 */
export const loginAlertsRoutes = defineRoutes(
  { name: 'login-alerts' },
  {
    getPendingLoginAlert: { method: 'GET', path: '/api/login-alert', response: loginAlertAnswerSchema },
    confirmLoginAlert: {
      method: 'POST',
      path: '/api/login-alert/{alertId}/seen',
      params: loginAlertParamsSchema,
      response: loginAlertAnswerSchema,
    },
    getLoginAlert: { method: 'GET', path: '/api/admin/login-alert', access: schoolAdmins, response: loginAlertAnswerSchema },
    createLoginAlert: {
      method: 'POST',
      path: '/api/admin/login-alert',
      access: schoolAdmins,
      body: loginAlertBodySchema,
      response: loginAlertAnswerSchema,
    },
    updateLoginAlert: {
      method: 'PATCH',
      path: '/api/admin/login-alert/{alertId}',
      access: schoolAdmins,
      params: loginAlertParamsSchema,
      body: updateLoginAlertBodySchema,
      response: loginAlertAnswerSchema,
    },
    deleteLoginAlert: {
      method: 'DELETE',
      path: '/api/admin/login-alert/{alertId}',
      access: schoolAdmins,
      params: loginAlertParamsSchema,
      response: loginAlertAnswerSchema,
    },
  },
);
