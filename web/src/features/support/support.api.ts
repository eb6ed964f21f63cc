import type { CreateSupportTicketBody } from '@shared/schemas/support.schema.js';
import { callApi } from '../../lib/call-api.js';

/** 'Ein Problem melden', signed in or out. */
export const createSupportTicket = (body: CreateSupportTicketBody) => callApi('createSupportTicket', { body });
