import { createHash } from 'node:crypto';
import type { EventDetail } from '../../events/event-catalog.js';
import { jobHandler } from '../_lib/job-handler.js';
import { guardiansOfStudents } from '../guardians/guardian-links.service.js';
import { getUserRecords } from '../users/user.service.js';
import { receivedIdOf } from './notification-ids.js';
import { requestPushes } from './push-requests.js';
import { writeReceivedNotifications } from './received-notification.writer.js';

type Detail = EventDetail<'classbook.unexcusedAbsences'>;

/** A day as the spec shows dates: dd.MM.yyyy. */
const germanDay = (day: string) => day.split('-').reverse().join('.');

/**
 * The alert's ids, the same for every save of the day: one per student and day, short and id-safe
 * (the API shows ids of at most 64 characters). The received id sorts at the day's start (its time
 * part), whichever save of the day wrote it first.
 */
export const unexcusedAbsenceIds = (day: string, studentUid: string) => {
  const notificationId = `unexcused-${createHash('sha256').update(`${day}/${studentUid}`).digest('hex').slice(0, 20)}`;
  return { notificationId, receivedId: receivedIdOf(`${day}T00:00:00.000Z`, notificationId) };
};

/**
 * Tells the guardians of each student marked absent without excuse, once per student and day
 * however often the register is saved: the received item's id is deterministic, its write is
 * conditional, and the push job pushes each guardian once per item within their push window.
 */
export const runUnexcusedAbsenceAlerts = async ({ schoolId, day, savedAt, lesson, studentUids }: Detail) => {
  const [students, links] = await Promise.all([
    getUserRecords(studentUids.map((uid) => ({ schoolId, uid }))),
    guardiansOfStudents(schoolId, studentUids),
  ]);
  const names = new Map(students.map((student) => [student.uid, student.displayName]));
  for (const studentUid of studentUids) {
    const name = names.get(studentUid);
    const inboxes = links
      .filter((link) => link.studentUid === studentUid)
      .map((link) => ({ schoolId, recipientUid: link.guardianUid, subjectUid: studentUid }));
    if (!name || inboxes.length === 0) continue;
    const { notificationId, receivedId } = unexcusedAbsenceIds(day, studentUid);
    const content = {
      receivedId,
      type: 'attention' as const,
      title: 'Unentschuldigte Abwesenheit',
      body: `${name} wurde am ${germanDay(day)} in ${lesson} als unentschuldigt abwesend eingetragen.`,
    };
    await writeReceivedNotifications(inboxes, { ...content, notificationId, deliveredAt: savedAt });
    await requestPushes(inboxes, content);
  }
};

export const handler = jobHandler('classbook.unexcusedAbsences', runUnexcusedAbsenceAlerts);
