import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the substitutions domain's entities, for the needs.ts of every function that reaches them. */

/** The cached Vertretungsplan of a school and day (substitution-plan-cache.entity.ts). */
export const substitutionPlanCachePartition: KeyShape = ['schoolId', 'day'];
