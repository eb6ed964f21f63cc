import { apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

/** Event detail's reads (timetable, calendars for meeting dates, users) and the day partition of the attendance items. */
export const needs: FunctionNeeds = {
  table: {
    read: [
      ...apiFunctionReads,
      ['schoolId', 'book'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'day'],
    ],
    write: [['schoolId', 'schoolYearId', 'day']],
    indexes: ['gsi1'],
  },
};
