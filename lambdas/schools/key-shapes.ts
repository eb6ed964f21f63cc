import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the schools domain's entities, for the needs.ts of every function that reaches them. */

/** The listing of schools (school-listing.entity.ts). */
export const schoolListingPartition: KeyShape = ['scope'];
