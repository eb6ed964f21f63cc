export { UserAdminCards } from './user-admin.cards.js';
