import { createHash, randomUUID } from 'node:crypto';
import { CUSTOM_TOPIC, SUPPORT_TICKETS_PER_HOUR, type CreateSupportTicketBody } from '../../shared/schemas/support.schema.js';
import { publishEvent } from '../../events/publish.js';
import { AppError } from '../_lib/app-error.js';
import { notifySupport } from './support-notifier.client.js';
import { supportTicketEntity } from './support-ticket.entity.js';
import { ticketRateEntity } from './ticket-rate.entity.js';

const countTicket = async (sourceIp: string) => {
  const hour = Math.floor(Date.now() / 3_600_000);
  const address = createHash('sha256').update(sourceIp).digest('base64url').slice(0, 22);
  const { data } = await ticketRateEntity
    .upsert({ bucket: `${address}#${hour}`, expiresAt: (hour + 2) * 3600 })
    .add({ tickets: 1 })
    .go({ response: 'all_new' });
  if ((data?.tickets ?? 0) > SUPPORT_TICKETS_PER_HOUR) throw new AppError('rate-limited');
};

/**
 * Stores the ticket, then hands it to support (SNS, e-mail subscription) and announces it on the
 * bus. The bus event carries no personal data: subscribers read the ticket by its id.
 */
export const createSupportTicket = async (body: CreateSupportTicketBody, sourceIp: string) => {
  await countTicket(sourceIp);
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
