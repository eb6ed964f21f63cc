import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  guardianLinkPartition,
  schoolPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { activationCodePartition } from '../codes/key-shapes.js';
import { requestCounterPartition } from '../rate-limits/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, activationCodePartition, requestCounterPartition],
    write: [writeReceiptPartition, guardianLinkPartition, schoolPartition, requestCounterPartition, activationCodePartition],
    indexes: ['gsi1'],
  },
};
