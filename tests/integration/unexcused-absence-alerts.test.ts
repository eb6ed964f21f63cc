import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';

/**
 * Alerts for an unexcused absence: Herr Schmidt saves the register of a 7a/9b lesson with Anna
 * absent without excuse and Ben absent excused; the local bus runs the alert job, which tells
 * eltern.weber about Anna once however often the register is saved, and nothing about Ben.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const DAY = '2027-06-25';
const [FIRST, SECOND] = ['unexcused-alert-b1', 'unexcused-alert-b2'] as const;
const LESSONS = [FIRST, SECOND];
const TITLE = 'Unentschuldigte Abwesenheit';

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/timetable.service.js')),
    ...(await import('../../lambdas/attendance/lesson-register.entity.js')),
    ...(await import('../../lambdas/notifications/received-notification.entity.js')),
  };
};

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates } = await services();
  await saveLessonDates(
    SCHOOL.schoolId,
    SCHOOL.schoolYearId,
    LESSONS.map((lessonDateId, index) => ({
      lessonDateId,
      day: DAY,
      starttime: index === 0 ? '08:00' : '08:50',
      endtime: index === 0 ? '08:45' : '09:35',
      displayName: 'Deutsch',
      tutors: [{ uid: people['lehrer.schmidt'].uid, short: 'SMI' }],
      groups: [
        { groupId: '7a', displayName: '7a' },
        { groupId: '9b', displayName: '9b' },
      ],
    })),
  );
});

afterAll(async () => {
  const { lessonRegisterEntity, receivedNotificationEntity } = await services();
  await removeLessonDates(SCHOOL, LESSONS);
  await lessonRegisterEntity.delete(LESSONS.map((lessonDateId) => ({ ...SCHOOL, day: DAY, lessonDateId }))).go();
  for (const child of ['schueler.anna', 'schueler.ben'] as const) {
    const { data } = await receivedNotificationEntity.query
      .byInbox({ schoolId: SCHOOL.schoolId, recipientUid: people['eltern.weber'].uid, subjectUid: people[child].uid })
      .go({ pages: 'all' });
    const ours = data.filter((item) => item.notificationId.startsWith('unexcused-'));
    if (ours.length > 0) await receivedNotificationEntity.delete(ours).go();
  }
});

const save = async (lessonDateId: string) => {
  const body: LessonRegisterBody = {
    controllStarted: true,
    students: {
      [people['schueler.anna'].uid]: { presence: false },
      [people['schueler.ben'].uid]: { presence: false, excused: { value: true, type: 'excuse' } },
    },
  };
  const answer = await callRoute('saveLessonRegister', {
    token: people['lehrer.schmidt'].token,
    params: { collectionName: 'lessonDates', id: lessonDateId },
    body,
  });
  expect(answer.status).toBe(200);
};

const alertsOf = async (child: 'schueler.anna' | 'schueler.ben') => {
  const answer = await callRoute('listReceivedNotifications', { token: people['eltern.weber'].token, actingStudent: people[child].uid });
  expect(answer.status).toBe(200);
  return answer.body.notifications.filter((item) => item.title === TITLE);
};

/** The job runs on the local bus after the save answered: waits until the inbox holds `count` alerts. */
const waitForAlerts = async (count: number) => {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const alerts = await alertsOf('schueler.anna');
    if (alerts.length >= count) return alerts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return alertsOf('schueler.anna');
};

describe('alerts for an unexcused absence', () => {
  it('tells the guardian once per day about a child absent without excuse, however often and in how many lessons it is saved', async () => {
    await save(FIRST);
    const first = await waitForAlerts(1);
    expect(first.map((item) => item.body)).toEqual([
      'Anna Weber wurde am 25.06.2027 in Deutsch (08:00–08:45 Uhr) als unentschuldigt abwesend eingetragen.',
    ]);
    await save(FIRST);
    await save(SECOND);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await alertsOf('schueler.anna')).toHaveLength(1);
  });

  it('tells nothing about an excused absence', async () => {
    const ofTheDay = (await alertsOf('schueler.ben')).filter((item) => item.body.includes('25.06.2027'));
    expect(ofTheDay).toEqual([]);
  });
});
