import { domainHandler } from '../_lib/api-handler.js';
import { countUnread } from './notification.service.js';

export const handler = domainHandler('notifications', {
  getUnreadNotificationCount: ({ caller }) => countUnread(caller),
});
