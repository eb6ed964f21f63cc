import { CODE_EXPORT_KEY_PREFIX } from '../../shared/schemas/code-export.schema.js';
import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ['code']],
    write: [['code'], ['schoolId']],
    indexes: ['gsi1'],
  },
  files: { read: [CODE_EXPORT_KEY_PREFIX], write: [CODE_EXPORT_KEY_PREFIX] },
};
