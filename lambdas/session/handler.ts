import { domainHandler } from '../_lib/api-handler.js';
import { sessionRoutes } from '../../shared/routes/session.js';
import { getBootstrap } from './session.service.js';
import { resolveCaller } from '../users/caller.service.js';

export const handler = domainHandler(sessionRoutes, resolveCaller, {
  getBootstrap: ({ caller }) => getBootstrap(caller),
});
