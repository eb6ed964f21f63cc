import { lazy } from 'react';

export { NotificationsEnvelope } from './notifications-envelope.component.js';
export { PushPermissionSwitch } from './push-permission.component.js';
export type { SendTarget } from './send-notification.dialog.js';

export const NotificationsPage = lazy(() => import('./notifications.page.js').then((m) => ({ default: m.NotificationsPage })));
export const SendNotificationDialog = lazy(() =>
  import('./send-notification.dialog.js').then((m) => ({ default: m.SendNotificationDialog })),
);
