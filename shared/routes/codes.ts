import {
  codeCardTemplateSchema,
  codeExportSchema,
  createCodeExportBodySchema,
  updateCodeCardTemplateBodySchema,
} from '../schemas/code-export.schema.js';
import { defineRoutes, schoolAdmins } from './define-routes.js';

/** Activation code export and the card template: the caller's school only, admins only. */
export const codesRoutes = defineRoutes(
  { name: 'codes', access: schoolAdmins },
  {
    createCodeExport: { method: 'POST', path: '/api/admin/code-exports', body: createCodeExportBodySchema, response: codeExportSchema },
    getCodeCardTemplate: { method: 'GET', path: '/api/admin/code-card-template', response: codeCardTemplateSchema },
    updateCodeCardTemplate: {
      method: 'PUT',
      path: '/api/admin/code-card-template',
      body: updateCodeCardTemplateBodySchema,
      response: codeCardTemplateSchema,
    },
  },
);
