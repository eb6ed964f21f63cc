import {
  createUserImportBodySchema,
  startUserImportBodySchema,
  userImportCheckSchema,
  userImportCreatedSchema,
  userImportParamsSchema,
  userImportStatusSchema,
} from '../schemas/user-import.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/** Admin import 'Benutzer hinzufügen': the caller's school only, admins only. */
export const userImportRoutes = defineRoutes(
  { name: 'user-import', access: schoolAdmins },
  {
    createUserImport: { method: 'POST', path: '/api/user-imports', body: createUserImportBodySchema, response: userImportCreatedSchema },
    checkUserImport: {
      method: 'POST',
      path: '/api/user-imports/{importId}/check',
      params: userImportParamsSchema,
      response: userImportCheckSchema,
    },
    startUserImport: {
      method: 'POST',
      path: '/api/user-imports/{importId}/start',
      params: userImportParamsSchema,
      body: startUserImportBodySchema,
      response: userImportStatusSchema,
    },
    getUserImport: {
      method: 'GET',
      path: '/api/user-imports/{importId}',
      params: userImportParamsSchema,
      response: userImportStatusSchema,
    },
  },
);
