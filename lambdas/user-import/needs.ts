import { apiFunctionKeyUse, apiFunctionTable, type FunctionNeeds, schoolPartition, schoolYearPartition } from '../_lib/needs.js';
import { activationCodePartition } from '../codes/key-shapes.js';
import { groupMemberPartition } from '../timetable/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: apiFunctionTable,
  files: { read: ['user-imports/'], write: ['user-imports/'] },
  publishes: ['userImport.requested'],
};

export const userImportJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [schoolPartition, activationCodePartition, groupMemberPartition, schoolYearPartition],
    write: [schoolPartition, activationCodePartition, groupMemberPartition, schoolYearPartition],
    indexes: ['gsi1'],
  },
  files: { read: ['user-imports/'], write: ['user-imports/'], delete: ['user-imports/'] },
  publishes: ['userImport.requested'],
};
