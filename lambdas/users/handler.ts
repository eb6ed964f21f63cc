import { usersRoutes } from '../../shared/routes/users.js';
import { domainHandler } from '../_lib/api-handler.js';
import { setUserAdminFlag } from './admin-flag.service.js';
import { resolveCaller } from './caller.service.js';
import { regenerateActivationCode } from './code-regeneration.service.js';
import { markUserForDeletion, unmarkUserForDeletion } from './deletion-mark.service.js';
import { getSchoolUser, listAuditLogWithNames, listSchoolUsers } from './user-admin.service.js';
import { getProfileForCaller } from './user.service.js';

export const handler = domainHandler(usersRoutes, resolveCaller, {
  getUserProfile: ({ caller, input }) => getProfileForCaller(caller, input.params.uid),
  listSchoolUsers: ({ caller, input }) => listSchoolUsers(caller, input.query),
  getSchoolUser: ({ caller, input }) => getSchoolUser(caller, input.params.uid),
  regenerateActivationCode: ({ caller, input }) => regenerateActivationCode(caller, input.params.uid),
  setUserAdminFlag: ({ caller, input }) => setUserAdminFlag(caller, input.params.uid, input.body.isAdmin),
  markUserForDeletion: ({ caller, input }) => markUserForDeletion(caller, input.params.uid),
  unmarkUserForDeletion: ({ caller, input }) => unmarkUserForDeletion(caller, input.params.uid),
  listAuditLog: ({ caller, input }) => listAuditLogWithNames(caller, input.query.cursor),
});
