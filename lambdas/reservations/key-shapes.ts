import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the reservations domain's entities, for the needs.ts of every function that reaches them. */

/** A resource's reservations by day (resource-day.entity.ts). */
export const resourceDayPartition: KeyShape = ['schoolId', 'resourceId'];
