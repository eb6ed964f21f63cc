export { DisplayLinksAdminCard } from './display-links-admin-card.component.js';
