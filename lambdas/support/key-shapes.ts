import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the support domain's entities, for the needs.ts of every function that reaches them. */

/** A support ticket (support-ticket.entity.ts). */
export const supportTicketPartition: KeyShape = ['ticketId'];
