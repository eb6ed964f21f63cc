import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolPartition } from '../_lib/needs.js';
import { resourceDayPartition } from './key-shapes.js';

/** The device catalog and reservations (school partition, tutors' index) and the device-day ledgers. */
export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, resourceDayPartition],
    write: [schoolPartition, resourceDayPartition],
    indexes: ['gsi1'],
  },
};
