import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventDetail, EventName } from '../../events/event-catalog.js';
import type { ReceivedNotification } from '../../shared/schemas/notification.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** The events the import publishes, caught here and handed to the alert job as the bus would. */
const published = vi.hoisted(() => [] as { name: string; detail: unknown }[]);
vi.mock('../../events/publish.js', () => ({
  publishEvent: (name: EventName, detail: unknown) => {
    published.push({ name, detail });
    return Promise.resolve();
  },
}));

/**
 * Lesson-change alerts against the local stack: an import (syncImportedLessonDates, under a source
 * of its own) writes a room change of Anna's class 7a for tomorrow, the alert job tells Anna, her
 * guardian and Herr Müller once. Everything written is removed again.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const SOURCE = 'alerts-it';
const TOMORROW = addDays(berlinToday(), 1);
const LATER = addDays(berlinToday(), 10);

let people: DemoPeople;
const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/imported-lesson-dates.service.js')),
    ...(await import('../../lambdas/notifications/lesson-change-alert.job.js')),
    ...(await import('../../lambdas/notifications/received-notification.entity.js')),
  };
};

const lesson = (id: string, day: string, room: string) => ({
  lessonDateId: `${SOURCE}-${id}`,
  kind: 'lessonDate' as const,
  day,
  starttime: '09:55',
  endtime: '10:40',
  displayName: '7a Mathematik',
  blockId: 'b3',
  subject: { subjectId: 'alerts-ma', name: 'Mathematik', color: 'blue' },
  rooms: [{ roomId: 'r204', name: '204' }],
  tutors: [{ uid: people['lehrer.mueller'].uid, short: 'MÜ' }],
  groups: [{ groupId: '7a', displayName: '7a' }],
  changes: [
    {
      changeId: `${SOURCE}-${id}-room`,
      type: 'roomChange' as const,
      visibleForStudent: true,
      visibleForGuardian: true,
      rooms: [{ roomId: room, name: room }],
    },
  ],
});

/** Runs an import of these lessons and delivers what it published to the alert job; returns the number of events. */
const importAndAlert = async (lessons: ReturnType<typeof lesson>[]) => {
  const { syncImportedLessonDates, runLessonChangeAlerts } = await services();
  published.length = 0;
  await syncImportedLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, {
    source: SOURCE,
    range: { start: berlinToday(), end: LATER },
    lessons,
  });
  const events = published.filter((event) => event.name === 'timetable.lessonChangesDetected');
  for (const event of events) await runLessonChangeAlerts(event.detail as EventDetail<'timetable.lessonChangesDetected'>);
  return events.length;
};

const alerts = async (username: DemoUsername, actingStudent?: string): Promise<ReceivedNotification[]> => {
  const answer = await callRoute('listReceivedNotifications', { token: people[username].token, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body.notifications.filter((item) => item.title.startsWith('Stundenplanänderung'));
};
const everyone = async () => ({
  anna: await alerts('schueler.anna'),
  weber: await alerts('eltern.weber', people['schueler.anna'].uid),
  mueller: await alerts('lehrer.mueller'),
});

/** Frau Weber's alert switch, through the push settings route as Einstellungen saves it. */
const switchWeber = async (lessonChangeAlerts: boolean) => {
  const { token } = people['eltern.weber'];
  const { days } = (await callRoute('getPushSettings', { token })).body;
  const body = { days: days.map(({ starttime, endtime, disabled }) => ({ starttime, endtime, disabled })), lessonChangeAlerts };
  expect((await callRoute('updatePushSettings', { token, body })).status).toBe(200);
};

beforeAll(async () => {
  people = await signInDemoPeople();
});

afterAll(async () => {
  const { syncImportedLessonDates, receivedNotificationEntity } = await services();
  await syncImportedLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, {
    source: SOURCE,
    range: { start: berlinToday(), end: LATER },
    lessons: [],
  });
  for (const [username, subject] of [['schueler.anna'], ['eltern.weber', 'schueler.anna'], ['lehrer.mueller']] as const) {
    const recipientUid = people[username].uid;
    const subjectUid = people[subject ?? username].uid;
    const { data } = await receivedNotificationEntity.query
      .byInbox({ schoolId: SCHOOL.schoolId, recipientUid, subjectUid })
      .go({ pages: 'all' });
    const ours = data.filter((item) => item.notificationId.startsWith('lesson-change-'));
    if (ours.length > 0) await receivedNotificationEntity.delete(ours).go();
  }
  await switchWeber(true);
});

describe('lesson-change alerts', () => {
  it('tells the student, her guardian and the tutor once about a room change tomorrow, and nobody about one in 10 days', async () => {
    expect(await importAndAlert([lesson('soon', TOMORROW, '108'), lesson('later', LATER, '108')])).toBe(1);
    const { anna, weber, mueller } = await everyone();
    for (const inbox of [anna, weber, mueller]) {
      expect(inbox.map((item) => item.body)).toEqual(['Mathematik 3. Stunde: Raum 204 → 108']);
    }
  });

  it('writes nothing on a re-import without change', async () => {
    expect(await importAndAlert([lesson('soon', TOMORROW, '108'), lesson('later', LATER, '108')])).toBe(0);
    const { anna, weber, mueller } = await everyone();
    expect([anna.length, weber.length, mueller.length]).toEqual([1, 1, 1]);
  });

  it('tells about a changed room once more, except a person who switched alerts off', async () => {
    await switchWeber(false);
    expect(await importAndAlert([lesson('soon', TOMORROW, '110'), lesson('later', LATER, '110')])).toBe(1);
    const { anna, weber, mueller } = await everyone();
    expect(anna.map((item) => item.body)).toEqual(['Mathematik 3. Stunde: Raum 204 → 110', 'Mathematik 3. Stunde: Raum 204 → 108']);
    expect(mueller.map((item) => item.body)).toEqual(['Mathematik 3. Stunde: Raum 204 → 110', 'Mathematik 3. Stunde: Raum 204 → 108']);
    expect(weber.map((item) => item.body)).toEqual(['Mathematik 3. Stunde: Raum 204 → 108']);
  });
});
