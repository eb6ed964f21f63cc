import { APP_VERSION } from '../../shared/table-design.js';
import { domainHandler } from '../_lib/api-handler.js';

export const handler = domainHandler('system', {
  getHealth: () => Promise.resolve({ status: 'ok', version: APP_VERSION }),
});
