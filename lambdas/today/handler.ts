import { domainHandler } from '../_lib/api-handler.js';
import { getTodayOverview } from './today.service.js';

export const handler = domainHandler('today', {
  getTodayOverview: ({ caller, input }) => getTodayOverview(caller, input.query),
});
