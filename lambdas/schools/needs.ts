import { SCHOOL_LOGO_KEY_PREFIX } from '../../shared/schemas/school-settings.schema.js';
import { apiFunctionReads, type FunctionNeeds, schoolPartition, schoolYearPartition, writeReceiptPartition } from '../_lib/needs.js';
import { groupMemberPartition } from '../timetable/key-shapes.js';
import { schoolListingPartition } from './key-shapes.js';

/**
 * The school's settings and logo, and 'Schuljahr': the school record and its years (school
 * partition), the school directory (a new name moves the school's entry), the classes and members
 * of the previous and the active year (leavers), the users' leaver flags, the calendar feeds'
 * version; the logo's objects.
 */
export const needs: FunctionNeeds = {
  personalDataKey: ['decrypt', 'generate'],
  publishes: ['school.encryptDataChanged'],
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, schoolListingPartition, schoolYearPartition, groupMemberPartition],
    write: [writeReceiptPartition, schoolPartition, schoolListingPartition],
    // The group and member entities bring their index; only their partitions are queried here.
    indexes: ['gsi1'],
  },
  files: { read: [SCHOOL_LOGO_KEY_PREFIX], write: [SCHOOL_LOGO_KEY_PREFIX], delete: [SCHOOL_LOGO_KEY_PREFIX] },
};
