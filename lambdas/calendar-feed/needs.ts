import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  ownerPartition,
  schoolPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { requestCounterPartition } from '../rate-limits/key-shapes.js';
import { planReadPartitions } from '../timetable/key-shapes.js';
import { feedTokenPartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [
      writeReceiptPartition,
      ...apiFunctionReads,
      // Calendars and meeting revisions come with meeting dates.
      ...planReadPartitions,
      requestCounterPartition,
      ownerPartition,
      feedTokenPartition,
    ],
    write: [writeReceiptPartition, ownerPartition, feedTokenPartition, schoolPartition, requestCounterPartition],
    indexes: ['gsi1'],
  },
};
