import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolPartition, writeReceiptPartition } from '../_lib/needs.js';
import { attendanceEntryPartitions, groupRegisterPartition } from '../attendance/key-shapes.js';
import { lessonDatePartition, planReadPartitions } from '../timetable/key-shapes.js';

/**
 * Event detail's reads (timetable, calendars for meeting dates, users), the day partition of the
 * attendance items, a student's groups (gsi1) and entry counter (an absence raises it), the
 * registers' copies per group (the statistics read them, a save writes them).
 */
export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, ...planReadPartitions, ...attendanceEntryPartitions, groupRegisterPartition],
    // The timetable and user services the bundle reaches can write lesson dates and user records.
    write: [writeReceiptPartition, schoolPartition, lessonDatePartition, ...attendanceEntryPartitions, groupRegisterPartition],
    // gsi2: the absence entity's student index (the Art. 15 export queries it; this function only carries the entity).
    indexes: ['gsi1', 'gsi2'],
  },
  // A register with students absent without excuse: their guardians' alert job.
  publishes: ['classbook.unexcusedAbsences'],
};
