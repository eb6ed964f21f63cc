export { useUnreadPinCount } from './pins.api.js';

export { PinboardsAdminCard } from './pinboards-admin-card.component.js';
