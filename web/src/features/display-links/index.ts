export { DisplayLinksAdminCard } from './display-links-admin.card.js';
