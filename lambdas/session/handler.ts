import { sessionRoutes } from '../../shared/routes/session.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { getBootstrap } from './session.service.js';

export const handler = domainHandler(sessionRoutes, resolveCaller, {
  getBootstrap: ({ caller }) => getBootstrap(caller),
});
