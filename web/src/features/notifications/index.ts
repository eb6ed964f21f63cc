export { NotificationsEnvelope } from './notifications-envelope.component.js';
export { PushPermissionSwitch } from './push-permission.component.js';
export type { SendTarget } from './send-notification.dialog.js';
