import { createHash } from 'node:crypto';
import type { EventDetail } from '../../events/event-catalog.js';
import { jobHandler } from '../_lib/job-handler.js';
import { lessonAlertsSwitchedOff } from '../account/push-days.service.js';
import { getUserRecords } from '../users/user.service.js';
import { claimAnnouncement, markAnnounced } from './lesson-change-announcements.service.js';
import { receivedIdOf } from './notification-ids.model.js';
import { isRegistered, resolveInboxes, type Inbox } from './notification-recipients.model.js';
import { requestPushes } from './push-requests.service.js';
import { writeReceivedNotifications } from './received-notification-write.service.js';

type Detail = EventDetail<'timetable.lessonChangesDetected'>;
type Alert = Detail['alerts'][number];

/**
 * Who an alert reaches: the registered tutors of the lesson (planned and substitutes: tutors see
 * every change), the students of its groups if the change is visible for students, their
 * guardians (one inbox per child) if visible for guardians. Each inbox once.
 */
const inboxesOf = async ({ schoolId, schoolYearId }: Detail, alert: Alert): Promise<Inbox[]> => {
  const receivers = { tutors: false, students: alert.visibleForStudent, guardians: alert.visibleForGuardian };
  const [tutors, ...groups] = await Promise.all([
    getUserRecords(alert.tutorUids.map((uid) => ({ schoolId, uid }))),
    ...(receivers.students || receivers.guardians
      ? alert.groupIds.map((groupId) => resolveInboxes({ schoolId, schoolYearId, groupId, receivers }))
      : []),
  ]);
  const own = tutors.filter(isRegistered).map((user) => ({ schoolId, recipientUid: user.uid, subjectUid: user.uid }));
  const all = [...own, ...groups.flatMap((inboxes) => inboxes ?? [])];
  return [...new Map(all.map((inbox) => [`${inbox.recipientUid}/${inbox.subjectUid}`, inbox])).values()];
};

/** The alert's notification id: short and id-safe however long the Untis change id is (the API shows ids of at most 64 characters). */
const notificationIdOf = (alert: Alert) =>
  `lesson-change-${createHash('sha256').update(`${alert.changeId}/${alert.revision}`).digest('hex').slice(0, 20)}`;

/**
 * Tells each affected person about each new or changed lesson change, once: the first run claims
 * the change revision's announcement (a conditional put that fixes the announcement time), the
 * received items' ids are that time and the change revision (the inbox is the person), every write
 * is conditional, and the push job pushes each person once per item, within their push window. A
 * second import, the daily window job or a redelivered event finds the announcement: done, it is
 * skipped; still running or cut off, the run writes into the same items, so nobody gets it twice.
 */
export const runLessonChangeAlerts = async (detail: Detail) => {
  for (const alert of detail.alerts) {
    const notificationId = notificationIdOf(alert);
    const key = { schoolId: detail.schoolId, announcementId: notificationId };
    const { announcedAt, done } = await claimAnnouncement(key, detail.detectedAt);
    if (done) continue;
    const inboxes = await inboxesOf(detail, alert);
    const off = await lessonAlertsSwitchedOff(
      [...new Set(inboxes.map((inbox) => inbox.recipientUid))].map((uid) => ({ schoolId: detail.schoolId, uid })),
    );
    const wanted = inboxes.filter((inbox) => !off.has(inbox.recipientUid));
    if (wanted.length > 0) {
      const content = {
        receivedId: receivedIdOf(announcedAt, notificationId),
        type: 'info' as const,
        title: alert.title,
        body: alert.body,
      };
      await writeReceivedNotifications(wanted, { ...content, notificationId, deliveredAt: announcedAt });
      await requestPushes(wanted, content);
    }
    await markAnnounced(key);
  }
};

export const handler = jobHandler('timetable.lessonChangesDetected', runLessonChangeAlerts);
