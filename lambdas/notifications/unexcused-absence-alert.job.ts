import type { EventDetail } from '../../events/event-catalog.js';
import { isUnexcusedAbsence, lessonHasBegun } from '../../shared/classbook-rules.js';
import { toMinutes } from '../../shared/push-settings.js';
import { berlinInstant } from '../../shared/push-window.js';
import { jobHandler } from '../_lib/job-handler.js';
import { listLessonRegistersOfDay } from '../attendance/lesson-registers-of-day.service.js';
import { guardiansOfStudents } from '../guardians/guardian-links.service.js';
import { getUserRecords } from '../users/user.service.js';
import { scheduleAlertCheck } from './absence-alert-schedule.client.js';
import type { Inbox } from './notification-recipients.model.js';
import { requestPushes } from './push-requests.service.js';
import { writeReceivedNotifications } from './received-notification-write.service.js';
import { receivedNotificationEntity } from './received-notification.entity.js';
import {
  ALERT_TITLE,
  type AlertStep,
  isAlertItem,
  alertBody,
  alertItemIds,
  CORRECTION_TITLE,
  correctionBody,
  dayReceivedPrefix,
  inLesson,
  nextAlertStep,
  sentSteps,
} from './unexcused-absence-alerts.model.js';

type Detail = EventDetail<'classbook.unexcusedAbsences'>;
type Register = Awaited<ReturnType<typeof listLessonRegistersOfDay>>[number];

/** A register saved before it carried its lesson's times counts as begun once its day has. */
const DAY_START = '00:00';

/** The student's lessons of the day where the started control has her absent without excuse, begun or still ahead, by start. */
const unexcusedLessons = (registers: Register[], day: string, studentUid: string, now: Date) => {
  const lessons = registers
    .filter((register) => register.controllStarted && isUnexcusedAbsence(register.students[studentUid]))
    .sort((a, b) => (a.starttime ?? DAY_START).localeCompare(b.starttime ?? DAY_START));
  const begun = (register: Register) => lessonHasBegun({ day, starttime: register.starttime ?? DAY_START }, now);
  return { begun: lessons.filter(begun), ahead: lessons.filter((register) => !begun(register)) };
};

/** The student's alerts and corrections of the day in one inbox: one query of the day's range. */
const itemsOfDay = async (inbox: Inbox, day: string) =>
  (
    await receivedNotificationEntity.query
      .byInbox(inbox)
      .begins({ receivedId: dayReceivedPrefix(day) })
      .go({ pages: 'all' })
  ).data;

/**
 * Makes each guardian's inbox tell the truth about the students' unexcused absences of the day, as
 * the day's registers are now (the final state, whatever save or schedule started the run): an
 * alert 'Unentschuldigte Abwesenheit' once a lesson where a student is absent without excuse has
 * begun (before that it schedules itself for the lesson's start); a correction 'Korrektur:
 * Abwesenheit' when an open alert's cause is gone (control reset, excuse added, presence
 * corrected). One alert per student and day at a time; ids are fixed per step and writes
 * conditional, and the push job pushes each guardian once per item, so a retry never sends twice.
 */
export const runUnexcusedAbsenceAlerts = async (detail: Detail, now = new Date()) => {
  const { schoolId, schoolYearId, day, studentUids } = detail;
  const [registers, students, links] = await Promise.all([
    listLessonRegistersOfDay({ schoolId, schoolYearId }, day),
    getUserRecords(studentUids.map((uid) => ({ schoolId, uid }))),
    guardiansOfStudents(schoolId, studentUids),
  ]);
  const names = new Map(students.map((student) => [student.uid, student.displayName]));
  for (const studentUid of studentUids) {
    const { begun, ahead } = unexcusedLessons(registers, day, studentUid, now);
    const [first] = begun;
    const [next] = ahead;
    if (!first && next?.starttime)
      await scheduleAlertCheck({ schoolId, schoolYearId, day, studentUids: [studentUid] }, berlinInstant(day, toMinutes(next.starttime)));
    const name = names.get(studentUid);
    if (!name) continue;
    const inboxes = links
      .filter((link) => link.studentUid === studentUid)
      .map((link) => ({ schoolId, recipientUid: link.guardianUid, subjectUid: studentUid }));
    for (const inbox of inboxes) {
      const items = (await itemsOfDay(inbox, day)).filter((item) => isAlertItem(day, studentUid, item.notificationId));
      const step = nextAlertStep(
        sentSteps(
          day,
          studentUid,
          items.map((item) => item.notificationId),
        ),
        Boolean(first),
      );
      // In step already: the latest item's push is asked for again (a run that stopped after writing it), which the push job sends once.
      const latest = step ? await writeStep(inbox, { day, studentUid, name, step, first, items, now }) : items.at(-1);
      if (latest)
        await requestPushes([inbox], { receivedId: latest.receivedId, type: latest.type, title: latest.title, body: latest.body });
    }
  }
};

/** Writes an alert naming the first begun lesson, or the correction of the open alert naming the lesson it named. */
const writeStep = async (
  inbox: Inbox,
  {
    day,
    studentUid,
    name,
    step,
    first,
    items,
    now,
  }: {
    day: string;
    studentUid: string;
    name: string;
    step: AlertStep;
    first: Register | undefined;
    items: { notificationId: string; body: string }[];
    now: Date;
  },
) => {
  const { notificationId, receivedId } = alertItemIds(day, studentUid, step);
  const corrected = alertItemIds(day, studentUid, { kind: 'alert', n: step.n }).notificationId;
  const content =
    step.kind === 'alert'
      ? { receivedId, type: 'attention' as const, title: ALERT_TITLE, body: alertBody(name, day, first ? inLesson(first) : '') }
      : {
          receivedId,
          type: 'info' as const,
          title: CORRECTION_TITLE,
          body: correctionBody(name, day, items.find((item) => item.notificationId === corrected)?.body ?? ''),
        };
  await writeReceivedNotifications([inbox], { ...content, notificationId, deliveredAt: now.toISOString() });
  return content;
};

export const handler = jobHandler('classbook.unexcusedAbsences', (detail) => runUnexcusedAbsenceAlerts(detail));
