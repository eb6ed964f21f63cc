import { todayRoutes } from '../../shared/routes/today.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { getTodayOverview } from './today.service.js';

export const handler = domainHandler(todayRoutes, resolveCaller, {
  getTodayOverview: ({ caller, input }) => getTodayOverview(caller, input.query),
});
