import { entityConfig } from '../_lib/db.js';
import { TableEntity } from '../_lib/table-entity.js';

/**
 * A support ticket (the spec's HubSpot ticket). Signed-out people file tickets too, so a ticket
 * belongs to no school: it is keyed by its own id only and kept without TTL until support has
 * handled it. Access pattern: get by ticket id.
 */
export const supportTicketEntity = new TableEntity(
  {
    model: { entity: 'supportTicket', version: '1', service: 'schulapp' },
    attributes: {
      ticketId: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      role: { type: 'string', required: true },
      institution: { type: 'string', required: true },
      firstname: { type: 'string', required: true },
      lastname: { type: 'string', required: true },
      email: { type: 'string', required: true },
      content: { type: 'string', required: true },
      description: { type: 'string' },
      username: { type: 'string' },
      code: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['ticketId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
