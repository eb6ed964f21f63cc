import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      // Calendars and meeting revisions: the timetable service reads them with meeting dates.
      ['schoolId', 'book'],
      ['schoolId', 'day', 'kind'],
      ['schoolId', 'schoolYearId', 'groupId'],
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
      ['schoolId', 'schoolYearId', 'day'],
      ['schoolId', 'schoolYearId', 'studentUid'],
      // The cached weeks of a subject's plan (weekplan-cache.entity.ts), read and written on a stale read.
      ['schoolId', 'subjectUid'],
    ],
    write: [
      ['schoolId', 'day', 'kind'],
      ['schoolId'],
      ['schoolId', 'schoolYearId', 'day'],
      ['schoolId', 'schoolYearId', 'studentUid'],
      ['schoolId', 'subjectUid'],
    ],
    // gsi2: the absence entity's student index (the Art. 15 export queries it; this function only carries the entity).
    indexes: ['gsi1', 'gsi2'],
  },
  weatherApiKey: true,
};
