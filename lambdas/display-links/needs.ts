import {
  apiFunctionKeyUse,
  apiFunctionReads,
  type FunctionNeeds,
  schoolPartition,
  schoolYearPartition,
  writeReceiptPartition,
} from '../_lib/needs.js';
import { requestCounterPartition } from '../rate-limits/key-shapes.js';
import { substitutionPlanCachePartition } from '../substitutions/key-shapes.js';
import { lessonDatePartition } from '../timetable/key-shapes.js';

export const needs: FunctionNeeds = {
  personalDataKey: apiFunctionKeyUse,
  table: {
    // The links, the school, its plan version and school year (school partition), the time blocks (school year),
    // the school's changed lessons and the cached plan; the counter of unknown tokens.
    read: [
      writeReceiptPartition,
      ...apiFunctionReads,
      schoolYearPartition,
      lessonDatePartition,
      substitutionPlanCachePartition,
      requestCounterPartition,
    ],
    // The links and their audit entries (school partition), the cached plan after a render, the counter.
    write: [writeReceiptPartition, schoolPartition, substitutionPlanCachePartition, requestCounterPartition],
    // The user entity's index (reached through the caller's resolution) and the lesson date entity's id index.
    indexes: ['gsi1'],
  },
};
