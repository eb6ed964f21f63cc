import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: { read: [...apiFunctionReads, ['schoolId', 'textHash']], write: [['schoolId', 'textHash']], indexes: ['gsi1'] },
  translate: true,
};
