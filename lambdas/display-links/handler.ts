import { displayLinksRoutes } from '../../shared/routes/display-links.js';
import { domainHandler } from '../_lib/api-handler.js';
import { viewerAddress } from '../_lib/edge.js';
import { resolveCaller } from '../users/caller.service.js';
import { getDisplayBoard } from './display-board.service.js';
import { createDisplayLink, listDisplayLinks, revokeDisplayLink } from './display-links.service.js';

export const handler = domainHandler(displayLinksRoutes, resolveCaller, {
  listDisplayLinks: ({ caller }) => listDisplayLinks(caller),
  createDisplayLink: ({ caller, input }) => createDisplayLink(caller, input.body),
  revokeDisplayLink: ({ caller, input }) => revokeDisplayLink(caller, input.params.linkId),
  getDisplayBoard: ({ input, event }) => getDisplayBoard(input.params.token, viewerAddress(event)),
});
