import { domainHandler } from '../_lib/api-handler.js';
import { translationRoutes } from '../../shared/routes/translation.js';
import { translateText } from './translation.service.js';

export const handler = domainHandler(translationRoutes, {
  translateText: ({ caller, input }) => translateText(caller, input.body),
});
