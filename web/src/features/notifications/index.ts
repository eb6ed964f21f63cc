export { NotificationsEnvelope } from './notifications-envelope.component.js';
