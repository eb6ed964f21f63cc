import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

/**
 * Event detail's reads (timetable, calendars for meeting dates, users), the day partition of the
 * attendance items, a student's groups (gsi1) and entry counter (an absence raises it), the
 * registers' copies per group (the statistics read them, a save writes them).
 */
export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      ['schoolId', 'book'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
      ['schoolId', 'schoolYearId', 'day'],
      ['schoolId', 'schoolYearId', 'studentUid'],
      ['schoolId', 'schoolYearId', 'classbookGroupId'],
    ],
    // The timetable and user services the bundle reaches can write lesson dates and user records.
    write: [
      ['schoolId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
      ['schoolId', 'schoolYearId', 'day'],
      ['schoolId', 'schoolYearId', 'studentUid'],
      ['schoolId', 'schoolYearId', 'classbookGroupId'],
    ],
    // gsi2: the absence entity's student index (the Art. 15 export queries it; this function only carries the entity).
    indexes: ['gsi1', 'gsi2'],
  },
  // A register with students absent without excuse: their guardians' alert job.
  publishes: ['classbook.unexcusedAbsences'],
};
