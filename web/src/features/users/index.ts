export { UserAdminCards } from './user-admin-cards.component.js';
