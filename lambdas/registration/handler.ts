import { registrationRoutes } from '../../shared/routes/registration.js';
import { domainHandler } from '../_lib/api-handler.js';
import { viewerAddress } from '../_lib/edge.js';
import { resolveCaller } from '../users/caller.service.js';
import { checkActivationCode, registerGuardian, registerPerson } from './registration.service.js';

export const handler = domainHandler(registrationRoutes, resolveCaller, {
  checkActivationCode: ({ input, event }) => checkActivationCode(input.body.code, input.body.expectedKind, viewerAddress(event)),
  registerTutor: ({ input, event }) => registerPerson('tutor', input.body, viewerAddress(event)),
  registerStudent: ({ input, event }) => registerPerson('student', input.body, viewerAddress(event)),
  registerGuardian: ({ input, event }) => registerGuardian(input.body, viewerAddress(event)),
});
