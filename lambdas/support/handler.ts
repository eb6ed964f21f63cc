import { supportRoutes } from '../../shared/routes/support.js';
import { domainHandler } from '../_lib/api-handler.js';
import { viewerAddress } from '../_lib/edge.js';
import { resolveCaller } from '../users/caller.service.js';
import { createSupportTicket } from './support.service.js';

export const handler = domainHandler(supportRoutes, resolveCaller, {
  createSupportTicket: ({ input, event }) => createSupportTicket(input.body, viewerAddress(event)),
});
