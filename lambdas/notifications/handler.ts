import { notificationsRoutes } from '../../shared/routes/notifications.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import {
  cancelScheduled,
  countUnread,
  listReceived,
  listSent,
  markReceived,
  sendNotification,
  updateScheduled,
} from './notification.service.js';
import { subscribePushDevice, unsubscribePushDevice } from './push-devices.service.js';

export const handler = domainHandler(notificationsRoutes, resolveCaller, {
  getUnreadNotificationCount: ({ caller }) => countUnread(caller),
  listReceivedNotifications: ({ caller }) => listReceived(caller),
  markReceivedNotification: ({ caller, input }) => markReceived(caller, input.params.notificationId, input.body.unread),
  listSentNotifications: ({ caller }) => listSent(caller),
  sendNotification: ({ caller, input }) => sendNotification(caller, input.body),
  updateScheduledNotification: ({ caller, input }) => updateScheduled(caller, input.params.notificationId, input.body),
  cancelScheduledNotification: ({ caller, input }) => cancelScheduled(caller, input.params.notificationId),
  subscribePushDevice: ({ caller, input }) => subscribePushDevice(caller, input.params.deviceId, input.body),
  unsubscribePushDevice: ({ caller, input }) => unsubscribePushDevice(caller, input.params.deviceId),
});
