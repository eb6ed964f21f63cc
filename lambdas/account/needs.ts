import { apiFunctionKeyUse, apiFunctionTable, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: apiFunctionTable,
};
