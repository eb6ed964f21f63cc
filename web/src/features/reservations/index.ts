export { DevicesAdminCard } from './devices-admin-card.component.js';
