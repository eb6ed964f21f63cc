import { domainHandler } from '../_lib/api-handler.js';
import { createLogoUpload, deleteLogo, getSchoolSettings, saveLogo, updateSchoolSettings } from './school-settings.service.js';

export const handler = domainHandler('schools', {
  getSchoolSettings: ({ caller }) => getSchoolSettings(caller.schoolId),
  updateSchoolSettings: ({ caller, input }) => updateSchoolSettings(caller.schoolId, input.body),
  createLogoUpload: ({ caller, input }) => createLogoUpload(caller.schoolId, input.body),
  saveSchoolLogo: ({ caller, input }) => saveLogo(caller.schoolId, input.body.uploadId),
  deleteSchoolLogo: ({ caller }) => deleteLogo(caller.schoolId),
});
