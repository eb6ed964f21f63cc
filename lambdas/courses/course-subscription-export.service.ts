import { courseSubscriptionEntity } from './course-subscription.entity.js';

/** A student's course subscriptions of the given school years (one query per year on the index byStudent). */
export const subscriptionsOf = async (schoolId: string, schoolYearIds: string[], studentUid: string) =>
  (
    await Promise.all(
      schoolYearIds.map((schoolYearId) =>
        courseSubscriptionEntity.query.byStudent({ schoolId, schoolYearId, studentUid }).go({ pages: 'all' }),
      ),
    )
  ).flatMap(({ data }) => data);

/** The Art. 15 export's view of a student's subscriptions. */
export const exportCourseSubscriptions = async (schoolId: string, schoolYearIds: string[], studentUid: string) =>
  (await subscriptionsOf(schoolId, schoolYearIds, studentUid)).map(
    ({ schoolYearId, offerId, optionId, priority, displayName, group, createdAt }) => ({
      schoolYearId,
      offerId,
      optionId,
      priority,
      displayName,
      group,
      createdAt,
    }),
  );
