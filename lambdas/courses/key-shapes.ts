import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the courses domain's entities, for the needs.ts of every function that reaches them. */

/** A course offer's subscriptions and slots (course-subscription.entity.ts, course-slot.entity.ts). */
export const courseSubscriptionPartition: KeyShape = ['schoolId', 'schoolYearId', 'offerId'];
