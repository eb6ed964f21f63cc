import { domainHandler } from '../_lib/api-handler.js';
import { getCodeCardTemplate, saveCodeCardTemplate } from './code-card-template.service.js';
import { createCodeExport } from './code-export.service.js';

export const handler = domainHandler('codes', {
  createCodeExport: ({ caller, input }) => createCodeExport(caller, input.body),
  getCodeCardTemplate: ({ caller }) => getCodeCardTemplate(caller.schoolId),
  updateCodeCardTemplate: ({ caller, input }) => saveCodeCardTemplate(caller.schoolId, input.body),
});
