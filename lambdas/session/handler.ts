import { domainHandler } from '../_lib/api-handler.js';
import { sessionRoutes } from '../../shared/routes/session.js';
import { getBootstrap } from './session.service.js';

export const handler = domainHandler(sessionRoutes, {
  getBootstrap: ({ caller }) => getBootstrap(caller),
});
