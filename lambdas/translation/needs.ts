import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';
import { translationCachePartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: { read: [...apiFunctionReads, translationCachePartition], write: [translationCachePartition], indexes: ['gsi1'] },
  translate: true,
};
