import { privacyRoutes } from '../../shared/routes/privacy.js';
import { domainHandler } from '../_lib/api-handler.js';
import { writeAuditEntry } from '../audit/audit-log.service.js';
import { resolveCaller } from '../users/caller.service.js';
import { exportPersonalData } from './personal-data-export.service.js';

export const handler = domainHandler(privacyRoutes, resolveCaller, {
  exportMyData: ({ caller }) => exportPersonalData(caller.schoolId, caller.uid),
  /** An admin's export of someone of the school goes into the audit log (who, whose, when). */
  exportPersonData: async ({ caller, input }) => {
    const data = await exportPersonalData(caller.schoolId, input.params.uid);
    await writeAuditEntry(caller, { action: 'personal-data-exported', targetUid: input.params.uid });
    return data;
  },
});
