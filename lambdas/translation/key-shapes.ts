import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the translation domain's entities, for the needs.ts of every function that reaches them. */

/** A cached translation (translation-cache.entity.ts). */
export const translationCachePartition: KeyShape = ['schoolId', 'textHash'];
