import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  type KeyShape,
  schoolPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { pollPartition } from './key-shapes.js';

/** A poll's partition: the poll, its answers and its place counters. The author's list is on gsi1. */
const pollPartitions: KeyShape[] = [pollPartition];

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, ...pollPartitions],
    // The user service the bundle reaches (a guardian's child's class) can write user records.
    write: [writeReceiptPartition, ...pollPartitions, schoolPartition],
    indexes: ['gsi1'],
  },
};
