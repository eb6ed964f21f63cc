import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the calendar-feed domain's entities, for the needs.ts of every function that reaches them. */

/** A calendar feed's token and cached feed (calendar-feed-token.entity.ts, calendar-feed-cache.entity.ts). */
export const feedTokenPartition: KeyShape = ['tokenHash'];
