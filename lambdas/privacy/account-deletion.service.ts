import { DELETION_GRACE_DAYS } from '../../shared/privacy.js';
import { logger } from '../_lib/observability.js';
import { erasePushSettings } from '../account/push-setting-erasure.service.js';
import { eraseCalendarFeeds } from '../calendar-feed/calendar-feed-erasure.service.js';
import { pseudonymiseCourseSubscriptions } from '../courses/course-subscription-erasure.service.js';
import { eraseGuardianLinks } from '../guardians/guardian-links-erasure.service.js';
import { eraseNotifications } from '../notifications/notification-erasure.service.js';
import { erasePersonalPins } from '../pins/pin-erasure.service.js';
import { pseudonymisePollAnswers } from '../polls/poll-erasure.service.js';
import { pseudonymiseReservations } from '../reservations/reservation-erasure.service.js';
import { listSchoolYearIds } from '../schools/school.service.js';
import { eraseStorage } from '../storage/storage-erasure.service.js';
import { eraseCachedPlanWeeks } from '../timetable/weekplan-cache.service.js';
import { listAccountsMarkedBefore, replaceByDeletedRecord } from '../users/user-deletion.service.js';
import type { UserRecord } from '../users/user.service.js';
import { deleteSignIn } from './cognito-user.client.js';
import { personScopeOf } from './person-scope.service.js';

/**
 * Deletes one marked account. The sign-in goes first (the person can no longer act), the items that
 * are found through the guardian's links before the links, the user record last: it carries the
 * mark, so a run that stopped anywhere finds the account again and finishes; every step skips what is
 * gone. Kept, as the school must keep them: class register entries (absences, sick notes, day notes,
 * presence), group memberships and sent notifications; the name on them reads 'Gelöschter Benutzer'
 * through the record that replaces the user's, and copied names (poll answers, course subscriptions,
 * reservations) are replaced.
 */
const deleteAccount = async (user: UserRecord) => {
  const { schoolId, uid } = user;
  if (user.username) await deleteSignIn(user.username);
  const scope = await personScopeOf(user);
  await eraseNotifications(uid, scope.inboxes);
  await erasePersonalPins(uid, scope.subjects);
  await pseudonymisePollAnswers(scope.schoolIds, uid);
  await eraseGuardianLinks(schoolId, uid);
  await eraseStorage(schoolId, uid);
  await erasePushSettings(schoolId, uid);
  await eraseCalendarFeeds(schoolId, uid);
  await eraseCachedPlanWeeks(schoolId, uid);
  if (user.role === 'student') await pseudonymiseCourseSubscriptions(schoolId, await listSchoolYearIds(schoolId), uid);
  if (user.role === 'tutor') await pseudonymiseReservations(schoolId, uid);
  await replaceByDeletedRecord(user);
};

/** The daily job: deletes every account whose deletion mark is at least 30 days old at `now`; returns how many. */
export const deleteAccountsDue = async (now = new Date()) => {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * 86_400_000).toISOString();
  const due = await listAccountsMarkedBefore(cutoff);
  for (const user of due) {
    await deleteAccount(user);
    logger.info('account deleted', { schoolId: user.schoolId });
  }
  return due.length;
};
