import { domainHandler } from '../_lib/api-handler.js';
import { getProfileForCaller } from './user.service.js';

export const handler = domainHandler('users', {
  getUserProfile: ({ caller, input }) => getProfileForCaller(caller, input.params.uid),
});
