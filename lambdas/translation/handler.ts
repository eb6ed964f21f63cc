import { translationRoutes } from '../../shared/routes/translation.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { translateText } from './translation.service.js';

export const handler = domainHandler(translationRoutes, resolveCaller, {
  translateText: ({ caller, input }) => translateText(caller, input.body),
});
