import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      // Calendars and meeting revisions: the timetable service reads them with meeting dates.
      ['schoolId', 'book'],
      ['scope', 'bucket'],
      ['schoolId', 'ownerUid'],
      ['tokenHash'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
    ],
    write: [['schoolId', 'ownerUid'], ['tokenHash'], ['schoolId'], ['scope', 'bucket']],
    indexes: ['gsi1'],
  },
};
