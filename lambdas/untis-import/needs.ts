import { TIMETABLE_IMPORT_KEY_PREFIX } from '../../shared/schemas/timetable-import.schema.js';
import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds } from '../_lib/needs.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [...apiFunctionReads, ['schoolId', 'schoolYearId']],
    write: [['schoolId']],
    indexes: ['gsi1'],
  },
  files: { read: [TIMETABLE_IMPORT_KEY_PREFIX], write: [TIMETABLE_IMPORT_KEY_PREFIX] },
  publishes: ['timetable.importRequested'],
};

export const timetableImportJobNeeds: FunctionNeeds = {
  personalDataKey: ['decrypt'],
  table: {
    read: [
      // Schools and user records (no caller: a job resolves none, so no guardian links).
      ['schoolId'],
      ['schoolId', 'schoolYearId'],
      ['schoolId', 'schoolYearId', 'audience', 'weekStart'],
      // The days beyond the alert window that hold changes (the daily window job announces them).
      ['changeDay'],
    ],
    write: [['schoolId'], ['schoolId', 'schoolYearId'], ['schoolId', 'schoolYearId', 'audience', 'weekStart'], ['changeDay']],
    indexes: ['gsi1'],
  },
  files: { read: [TIMETABLE_IMPORT_KEY_PREFIX] },
  publishes: ['timetable.lessonChangesDetected'],
};
