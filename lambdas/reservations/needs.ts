import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolPartition, writeReceiptPartition } from '../_lib/needs.js';
import { resourceDayPartition } from './key-shapes.js';

/** The device catalog and reservations (school partition, tutors' index) and the device-day ledgers. */
export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, resourceDayPartition],
    write: [writeReceiptPartition, schoolPartition, resourceDayPartition],
    indexes: ['gsi1'],
  },
};
