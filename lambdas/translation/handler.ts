import { domainHandler } from '../_lib/api-handler.js';
import { translationRoutes } from '../../shared/routes/translation.js';
import { translateText } from './translation.service.js';
import { resolveCaller } from '../users/caller.service.js';

export const handler = domainHandler(translationRoutes, resolveCaller, {
  translateText: ({ caller, input }) => translateText(caller, input.body),
});
