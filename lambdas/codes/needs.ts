import { CODE_EXPORT_KEY_PREFIX } from '../../shared/schemas/code-export.schema.js';
import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolPartition, writeReceiptPartition } from '../_lib/needs.js';
import { activationCodePartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, activationCodePartition],
    write: [writeReceiptPartition, activationCodePartition, schoolPartition],
    indexes: ['gsi1'],
  },
  files: { read: [CODE_EXPORT_KEY_PREFIX], write: [CODE_EXPORT_KEY_PREFIX] },
};
