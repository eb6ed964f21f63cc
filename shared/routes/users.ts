import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  setAdminFlagBodySchema,
} from '../schemas/user-admin.schema.js';
import { userParamsSchema, userProfileSchema } from '../schemas/user.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/** Profiles for the school's members; the user administration and its audit log for the school's admins. */
export const usersRoutes = defineRoutes(
  { name: 'users' },
  {
    getUserProfile: { method: 'GET', path: '/api/users/{uid}', params: userParamsSchema, response: userProfileSchema },
    listSchoolUsers: {
      method: 'GET',
      path: '/api/admin/users',
      access: schoolAdmins,
      query: adminUserListQuerySchema,
      response: adminUserPageSchema,
    },
    getSchoolUser: {
      method: 'GET',
      path: '/api/admin/users/{uid}',
      access: schoolAdmins,
      params: adminUserParamsSchema,
      response: adminUserDetailSchema,
    },
    regenerateActivationCode: {
      method: 'POST',
      path: '/api/admin/users/{uid}/activation-code',
      access: schoolAdmins,
      params: adminUserParamsSchema,
      response: adminUserDetailSchema,
    },
    setUserAdminFlag: {
      method: 'PUT',
      path: '/api/admin/users/{uid}/admin',
      access: schoolAdmins,
      params: adminUserParamsSchema,
      body: setAdminFlagBodySchema,
      response: adminUserDetailSchema,
    },
    markUserForDeletion: {
      method: 'PUT',
      path: '/api/admin/users/{uid}/deletion-mark',
      access: schoolAdmins,
      params: adminUserParamsSchema,
      response: adminUserDetailSchema,
    },
    unmarkUserForDeletion: {
      method: 'DELETE',
      path: '/api/admin/users/{uid}/deletion-mark',
      access: schoolAdmins,
      params: adminUserParamsSchema,
      response: adminUserDetailSchema,
    },
    listAuditLog: {
      method: 'GET',
      path: '/api/admin/audit-log',
      access: schoolAdmins,
      query: auditLogQuerySchema,
      response: auditLogPageSchema,
    },
  },
);
