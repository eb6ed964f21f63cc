import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, type KeyShape } from '../_lib/needs.js';

/** Calendars and meetings of a school. */
export const calendarPartitions: KeyShape[] = [['schoolId', 'book']];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // Groups of the year, a student's groups (gsi1), rooms and tutors (the school partition), lesson dates.
    read: [
      ...apiFunctionReads,
      ...calendarPartitions,
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
    ],
    // Meeting date copies are lesson dates of kind meetingDate. The timetable and user services the
    // bundle reaches can write lesson dates and user records too.
    write: [...calendarPartitions, ['schoolId', 'schoolYearId', 'audience', 'weekStart'], ['schoolId']],
    indexes: ['gsi1'],
  },
};
