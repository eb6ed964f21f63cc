import { domainHandler } from '../_lib/api-handler.js';
import { guardiansRoutes } from '../../shared/routes/guardians.js';
import { viewerAddress } from '../_lib/edge.js';
import { addStudentByCode, removeStudentLink } from './guardian.service.js';
import { resolveCaller } from '../users/caller.service.js';

export const handler = domainHandler(guardiansRoutes, resolveCaller, {
  addStudentByCode: ({ caller, input, event }) => addStudentByCode(caller.uid, input.body.code, viewerAddress(event)),
  removeStudentLink: ({ caller, input }) => removeStudentLink(caller.uid, input.params.uid),
});
