import { codesRoutes } from '../../shared/routes/codes.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { getCodeCardTemplate, saveCodeCardTemplate } from './code-card-template.service.js';
import { createCodeExport } from './code-export.service.js';

export const handler = domainHandler(codesRoutes, resolveCaller, {
  createCodeExport: ({ caller, input }) => createCodeExport(caller, input.body),
  getCodeCardTemplate: ({ caller }) => getCodeCardTemplate(caller.schoolId),
  updateCodeCardTemplate: ({ caller, input }) => saveCodeCardTemplate(caller.schoolId, input.body),
});
