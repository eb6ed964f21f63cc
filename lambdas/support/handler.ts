import { domainHandler } from '../_lib/api-handler.js';
import { createSupportTicket } from './support.service.js';

export const handler = domainHandler('support', {
  createSupportTicket: ({ input, event }) => createSupportTicket(input.body, event.requestContext.http.sourceIp),
});
