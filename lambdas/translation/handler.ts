import { domainHandler } from '../_lib/api-handler.js';
import { translateText } from './translation.service.js';

export const handler = domainHandler('translation', {
  translateText: ({ caller, input }) => translateText(caller, input.body),
});
