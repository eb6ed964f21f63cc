import {
  cancelledNotificationSchema,
  markNotificationBodySchema,
  markNotificationResultSchema,
  receivedNotificationParamsSchema,
  receivedNotificationsSchema,
  sendNotificationBodySchema,
  sendResultSchema,
  sentNotificationParamsSchema,
  sentNotificationsSchema,
  unreadCountSchema,
  pushDeviceParamsSchema,
  pushDeviceResultSchema,
  pushSubscriptionBodySchema,
} from '../schemas/notification.schema.js';
import { defineRoutes } from './define-routes.js';

const tutors = { roles: ['tutor'] } as const;

/** Everyone reads and marks their own inbox (a guardian: the active child's); only tutors send and see what they sent. */
export const notificationsRoutes = defineRoutes(
  { name: 'notifications' },
  {
    getUnreadNotificationCount: { method: 'GET', path: '/api/notifications/unread-count', response: unreadCountSchema },
    listReceivedNotifications: { method: 'GET', path: '/api/notifications/received', response: receivedNotificationsSchema },
    markReceivedNotification: {
      method: 'PATCH',
      path: '/api/notifications/received/{notificationId}',
      params: receivedNotificationParamsSchema,
      body: markNotificationBodySchema,
      response: markNotificationResultSchema,
    },
    listSentNotifications: { method: 'GET', path: '/api/notifications/sent', access: tutors, response: sentNotificationsSchema },
    sendNotification: {
      method: 'POST',
      path: '/api/notifications/sent',
      access: tutors,
      body: sendNotificationBodySchema,
      response: sendResultSchema,
    },
    updateScheduledNotification: {
      method: 'PUT',
      path: '/api/notifications/sent/{notificationId}',
      access: tutors,
      params: sentNotificationParamsSchema,
      body: sendNotificationBodySchema,
      response: sendResultSchema,
    },
    cancelScheduledNotification: {
      method: 'DELETE',
      path: '/api/notifications/sent/{notificationId}',
      access: tutors,
      params: sentNotificationParamsSchema,
      response: cancelledNotificationSchema,
    },
    subscribePushDevice: {
      method: 'PUT',
      path: '/api/notifications/push-devices/{deviceId}',
      params: pushDeviceParamsSchema,
      body: pushSubscriptionBodySchema,
      response: pushDeviceResultSchema,
    },
    unsubscribePushDevice: {
      method: 'DELETE',
      path: '/api/notifications/push-devices/{deviceId}',
      params: pushDeviceParamsSchema,
      response: pushDeviceResultSchema,
    },
  },
);
