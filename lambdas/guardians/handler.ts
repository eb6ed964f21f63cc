import { guardiansRoutes } from '../../shared/routes/guardians.js';
import { domainHandler } from '../_lib/api-handler.js';
import { viewerAddress } from '../_lib/edge.js';
import { resolveCaller } from '../users/caller.service.js';
import { addStudentByCode, removeStudentLink } from './guardian.service.js';

export const handler = domainHandler(guardiansRoutes, resolveCaller, {
  addStudentByCode: ({ caller, input, event }) => addStudentByCode(caller.uid, input.body.code, viewerAddress(event)),
  removeStudentLink: ({ caller, input }) => removeStudentLink(caller.uid, input.params.uid),
});
