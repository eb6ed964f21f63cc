import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ['scope', 'bucket'], ['ticketId']],
    write: [['ticketId'], ['scope', 'bucket']],
    indexes: ['gsi1'],
  },
  publishes: ['support.ticketCreated'],
  supportTopic: true,
};
