import type { CodeCardTemplate, CodeExportAudience, CodeExportFormat } from '@shared/schemas/code-export.schema.js';
import { callApi } from '../../lib/call-api.js';
import { useApi } from '../../lib/use-api.hook.js';

/** A file of the open activation codes of an audience, with the links of this app. */
export const createCodeExport = (audience: CodeExportAudience, format: CodeExportFormat) =>
  callApi('createCodeExport', { body: { audience, format, appOrigin: window.location.origin } });

/** The school's heading and introduction on every code card. */
export const useCodeCardTemplate = () => useApi('getCodeCardTemplate');

export const updateCodeCardTemplate = (template: CodeCardTemplate) => callApi('updateCodeCardTemplate', { body: template });
