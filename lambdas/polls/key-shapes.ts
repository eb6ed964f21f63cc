import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the polls domain's entities, for the needs.ts of every function that reaches them. */

/** A poll with its places and responses (poll.entity.ts, poll-place.entity.ts, poll-response.entity.ts). */
export const pollPartition: KeyShape = ['schoolId', 'pollId'];
