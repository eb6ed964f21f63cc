import { domainHandler } from '../_lib/api-handler.js';
import { exportPersonalData } from './personal-data-export.service.js';

export const handler = domainHandler('privacy', {
  exportMyData: ({ caller }) => exportPersonalData(caller.schoolId, caller.uid),
  exportPersonData: ({ caller, input }) => exportPersonalData(caller.schoolId, input.params.uid),
});
