export { signedInTicketDefaults } from './support-ticket-form.schema.js';
export { SupportTicketDialog } from './support-ticket.dialog.js';
