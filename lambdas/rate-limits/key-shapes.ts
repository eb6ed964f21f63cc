import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the rate-limits domain's entities, for the needs.ts of every function that reaches them. */

/** A rate limit counter (request-counter.entity.ts). */
export const requestCounterPartition: KeyShape = ['scope', 'bucket'];
