import { apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  table: { read: [...apiFunctionReads, ['schoolId', 'textHash']], write: [['schoolId', 'textHash']], indexes: ['gsi1'] },
  translate: true,
};
