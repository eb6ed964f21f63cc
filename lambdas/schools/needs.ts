import { apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

/**
 * 'Schuljahr': the school and its years (school partition), the classes and members of the previous
 * and the active year (leavers), the users' leaver flags and the calendar feeds' version.
 */
export const needs: FunctionNeeds = {
  table: {
    read: [...apiFunctionReads, ['schoolId', 'schoolYearId'], ['schoolId', 'schoolYearId', 'groupId']],
    write: [['schoolId']],
    // The group and member entities bring their index; only their partitions are queried here.
    indexes: ['gsi1'],
  },
};
