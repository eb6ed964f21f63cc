import { createSupportTicketBodySchema, supportTicketCreatedSchema } from '../schemas/support.schema.js';
import { defineRoutes } from './define-routes.js';

export const supportRoutes = defineRoutes(
  { name: 'support', access: 'public' },
  {
    createSupportTicket: {
      method: 'POST',
      path: '/api/support/tickets',
      body: createSupportTicketBodySchema,
      response: supportTicketCreatedSchema,
    },
  },
);
