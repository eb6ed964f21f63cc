import { unreadCountSchema } from '../schemas/notification.schema.js';
import { defineRoutes } from './define-routes.js';

export const notificationsRoutes = defineRoutes(
  { name: 'notifications' },
  {
    getUnreadNotificationCount: { method: 'GET', path: '/api/notifications/unread-count', response: unreadCountSchema },
  },
);
