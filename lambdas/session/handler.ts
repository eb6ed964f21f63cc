import { domainHandler } from '../_lib/api-handler.js';
import { getBootstrap } from './session.service.js';

export const handler = domainHandler('session', {
  getBootstrap: ({ caller }) => getBootstrap(caller),
});
