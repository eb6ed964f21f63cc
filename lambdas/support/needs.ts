import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';
import { requestCounterPartition } from '../rate-limits/key-shapes.js';
import { supportTicketPartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, requestCounterPartition, supportTicketPartition],
    write: [supportTicketPartition, requestCounterPartition],
    indexes: ['gsi1'],
  },
  publishes: ['support.ticketCreated'],
  supportTopic: true,
};
