import { TIMETABLE_IMPORT_KEY_PREFIX } from '../../shared/schemas/timetable-import.schema.js';
import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  schoolPartition,
  schoolYearPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { lessonChangeDayPartition, lessonDatePartition } from '../timetable/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    read: [writeReceiptPartition, ...apiFunctionReads, schoolYearPartition],
    write: [writeReceiptPartition, schoolPartition],
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
      schoolPartition,
      schoolYearPartition,
      lessonDatePartition,
      // The days beyond the alert window that hold changes (the daily window job announces them).
      lessonChangeDayPartition,
    ],
    write: [schoolPartition, schoolYearPartition, lessonDatePartition, lessonChangeDayPartition],
    indexes: ['gsi1'],
  },
  files: { read: [TIMETABLE_IMPORT_KEY_PREFIX] },
  publishes: ['timetable.lessonChangesDetected'],
};
