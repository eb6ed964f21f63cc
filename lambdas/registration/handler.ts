import { domainHandler } from '../_lib/api-handler.js';
import { checkActivationCode, registerGuardian, registerPerson } from './registration.service.js';

export const handler = domainHandler('registration', {
  checkActivationCode: ({ input, event }) =>
    checkActivationCode(input.body.code, input.body.expectedKind, event.requestContext.http.sourceIp),
  registerTutor: ({ input, event }) => registerPerson('tutor', input.body, event.requestContext.http.sourceIp),
  registerStudent: ({ input, event }) => registerPerson('student', input.body, event.requestContext.http.sourceIp),
  registerGuardian: ({ input, event }) => registerGuardian(input.body, event.requestContext.http.sourceIp),
});
