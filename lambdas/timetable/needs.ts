import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolPartition, schoolYearPartition } from '../_lib/needs.js';
import { attendanceEntryPartitions } from '../attendance/key-shapes.js';
import { lessonChangeDayPartition, lessonDatePartition, planReadPartitions, weekplanCachePartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      // Calendars and meeting revisions come with meeting dates.
      ...planReadPartitions,
      ...attendanceEntryPartitions,
      // The cached weeks of a subject's plan (weekplan-cache.entity.ts), read and written on a stale read.
      weekplanCachePartition,
    ],
    write: [lessonDatePartition, schoolPartition, ...attendanceEntryPartitions, weekplanCachePartition],
    // gsi2: the absence entity's student index (the Art. 15 export queries it; this function only carries the entity).
    indexes: ['gsi1', 'gsi2'],
  },
};

/** The daily window job: the noted change days, the source's lesson dates and time blocks of that day; it publishes the alerts. */
export const lessonChangeWindowJobNeeds: FunctionNeeds = {
  table: {
    read: [lessonChangeDayPartition, schoolYearPartition, lessonDatePartition],
    write: [],
    // The lesson date entity's id index (the job itself queries by audience and week).
    indexes: ['gsi1'],
  },
  publishes: ['timetable.lessonChangesDetected'],
};
