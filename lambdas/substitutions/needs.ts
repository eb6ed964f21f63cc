import { apiFunctionKeyUse, apiFunctionReads, type FunctionNeeds, schoolYearPartition } from '../_lib/needs.js';
import { lessonDatePartition } from '../timetable/key-shapes.js';
import { substitutionPlanCachePartition } from './key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // The plan version and the school year (school partition), the time blocks (school year), the school's changed lessons.
    read: [...apiFunctionReads, schoolYearPartition, lessonDatePartition, substitutionPlanCachePartition],
    // The cached plan, written after a render.
    write: [substitutionPlanCachePartition],
    // The lesson date entity's id index and the user entity's index (reached through the caller's resolution).
    indexes: ['gsi1'],
  },
};
