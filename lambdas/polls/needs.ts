import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  type KeyShape,
  schoolPartition,
  schoolYearPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { inboxPartition } from '../notifications/key-shapes.js';
import { pinPartition, pinPlacementPartition } from '../pins/key-shapes.js';
import { groupMemberPartition } from '../timetable/key-shapes.js';
import { pollPartition } from './key-shapes.js';

/** A poll's partition: the poll, its answers and its place counters. The author's list is on gsi1. */
const pollPartitions: KeyShape[] = [pollPartition];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // Who a poll is for (poll-audience.service.ts): the boards of the school year, a student's groups, the boards'
    // pins and the caller's inbox, read only; the placement entity takes the pin's attributes from pin.entity.ts, whose
    // pins are in the bundle (never read by this function).
    read: [
      writeReceiptPartition,
      ...apiFunctionReads,
      ...pollPartitions,
      schoolYearPartition,
      groupMemberPartition,
      pinPlacementPartition,
      pinPartition,
      inboxPartition,
    ],
    // The user service the bundle reaches (a guardian's child's class) can write user records.
    write: [writeReceiptPartition, ...pollPartitions, schoolPartition],
    indexes: ['gsi1'],
  },
};
