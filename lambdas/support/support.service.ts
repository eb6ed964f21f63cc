import { randomUUID } from 'node:crypto';
import { publishEvent } from '../../events/publish.js';
import { CUSTOM_TOPIC, SUPPORT_TICKETS_PER_HOUR, type CreateSupportTicketBody } from '../../shared/schemas/support.schema.js';
import { countRequest } from '../rate-limits/rate-limit.service.js';
import { notifySupport } from './support-notifier.client.js';
import { supportTicketEntity } from './support-ticket.entity.js';

/**
 * Stores the ticket, then hands it to support (SNS, e-mail subscription) and announces it on the
 * bus. The bus event carries no personal data: subscribers read the ticket by its id.
 */
export const createSupportTicket = async (body: CreateSupportTicketBody, clientAddress: string) => {
  await countRequest({ scope: 'support-ticket', limit: SUPPORT_TICKETS_PER_HOUR, windowSeconds: 3600 }, clientAddress);
  const { topic, customSubject, ...fields } = body;
  const ticket = {
    ...fields,
    ticketId: randomUUID(),
    subject: topic === CUSTOM_TOPIC ? (customSubject ?? '') : topic,
    createdAt: new Date().toISOString(),
  };
  await supportTicketEntity.create(ticket).go();
  await notifySupport(`Schulapp-Support: ${ticket.subject}`, ticket);
  await publishEvent('support.ticketCreated', { ticketId: ticket.ticketId, role: ticket.role, createdAt: ticket.createdAt });
  return { ticketId: ticket.ticketId };
};
