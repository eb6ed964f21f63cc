import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolPartition } from '../_lib/needs.js';
import { attendanceEntryPartitions } from '../attendance/key-shapes.js';
import { planReadPartitions, weekplanCachePartition } from '../timetable/key-shapes.js';
import { weatherCachePartition } from '../weather/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      // Calendars and meeting revisions come with meeting dates.
      ...planReadPartitions,
      ...attendanceEntryPartitions,
      weatherCachePartition,
      // The cached weeks of a subject's plan (weekplan-cache.entity.ts), read and written on a stale read.
      weekplanCachePartition,
    ],
    write: [weatherCachePartition, schoolPartition, ...attendanceEntryPartitions, weekplanCachePartition],
    // gsi2: the absence entity's student index (the Art. 15 export queries it; this function only carries the entity).
    indexes: ['gsi1', 'gsi2'],
  },
  weatherApiKey: true,
};
