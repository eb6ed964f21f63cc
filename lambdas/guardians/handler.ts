import { domainHandler } from '../_lib/api-handler.js';
import { addStudentByCode, removeStudentLink } from './guardian.service.js';

export const handler = domainHandler('guardians', {
  addStudentByCode: ({ caller, input, event }) => addStudentByCode(caller.uid, input.body.code, event.requestContext.http.sourceIp),
  removeStudentLink: ({ caller, input }) => removeStudentLink(caller.uid, input.params.uid),
});
