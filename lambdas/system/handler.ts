import { systemRoutes } from '../../shared/routes/system.js';
import { APP_VERSION } from '../../shared/table-design.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';

export const handler = domainHandler(systemRoutes, resolveCaller, {
  getHealth: () => Promise.resolve({ status: 'ok', version: APP_VERSION }),
});
