export { DevicesAdminCard } from './devices-admin.card.js';
