import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, writeReceiptPartition } from '../_lib/needs.js';
import { translationCachePartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, translationCachePartition],
    write: [writeReceiptPartition, translationCachePartition],
    indexes: ['gsi1'],
  },
  translate: true,
};
