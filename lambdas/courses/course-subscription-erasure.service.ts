import { DELETED_USER_NAME } from '../../shared/privacy.js';
import { subscriptionsOf } from './course-subscription-export.service.js';
import { courseSubscriptionEntity } from './course-subscription.entity.js';

/**
 * A deleted student's course subscriptions stay, pseudonymised: the places they took and the
 * allocation keep their counts, the copied name and class become 'Gelöschter Benutzer'. Repeating it changes nothing.
 */
export const pseudonymiseCourseSubscriptions = async (schoolId: string, schoolYearIds: string[], studentUid: string) => {
  for (const item of await subscriptionsOf(schoolId, schoolYearIds, studentUid)) {
    if (item.displayName === DELETED_USER_NAME && !item.group) continue;
    await courseSubscriptionEntity
      .patch({ schoolId, schoolYearId: item.schoolYearId, offerId: item.offerId, studentUid, optionId: item.optionId })
      .set({ displayName: DELETED_USER_NAME, group: '' })
      .go();
  }
};
