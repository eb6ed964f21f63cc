import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, ownerPartition, schoolPartition } from '../_lib/needs.js';
import { requestCounterPartition } from '../rate-limits/key-shapes.js';
import { planReadPartitions } from '../timetable/key-shapes.js';
import { feedTokenPartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      ...apiFunctionReads,
      // Calendars and meeting revisions come with meeting dates.
      ...planReadPartitions,
      requestCounterPartition,
      ownerPartition,
      feedTokenPartition,
    ],
    write: [ownerPartition, feedTokenPartition, schoolPartition, requestCounterPartition],
    indexes: ['gsi1'],
  },
};
