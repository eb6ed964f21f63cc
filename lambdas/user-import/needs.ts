import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads],
    write: [['schoolId']],
    indexes: ['gsi1'],
  },
  files: { read: ['user-imports/'], write: ['user-imports/'] },
  publishes: ['userImport.requested'],
};

export const userImportJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [['schoolId'], ['code'], ['schoolId', 'schoolYearId', 'groupId'], ['schoolId', 'schoolYearId']],
    write: [['schoolId'], ['code'], ['schoolId', 'schoolYearId', 'groupId'], ['schoolId', 'schoolYearId']],
    indexes: ['gsi1'],
  },
  files: { read: ['user-imports/'], write: ['user-imports/'], delete: ['user-imports/'] },
  publishes: ['userImport.requested'],
};
