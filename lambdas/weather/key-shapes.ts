import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the weather domain's entities, for the needs.ts of every function that reaches them. */

/** The weather of a school's day (lambdas/weather/weather-cache.entity.ts). */
export const weatherCachePartition: KeyShape = ['schoolId', 'day', 'kind'];
