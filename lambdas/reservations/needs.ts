import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

/** The device catalog and reservations (school partition, tutors' index) and the device-day ledgers. */
export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ['schoolId', 'resourceId']],
    write: [['schoolId'], ['schoolId', 'resourceId']],
    indexes: ['gsi1'],
  },
};
