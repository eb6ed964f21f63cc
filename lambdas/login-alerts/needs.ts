import { apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  table: {
    read: [...apiFunctionReads],
    write: [['schoolId']],
    indexes: ['gsi1'],
  },
};
