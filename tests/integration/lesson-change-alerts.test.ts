import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventDetail, EventName } from '../../events/event-catalog.js';
import type { ReceivedNotification } from '../../shared/schemas/notification.schema.js';
import { addDays, berlinToday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
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
 * guardian and Herr Müller once; racing runs announce a change once; a change in 10 days is
 * announced by the daily window job when its day enters the window (an injected clock). Everything
 * written is removed again (the stack keeps its data between runs).
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
    ...(await import('../../lambdas/timetable/lesson-change-window.service.js')),
    ...(await import('../../lambdas/timetable/lesson-change-day.entity.js')),
    ...(await import('../../lambdas/notifications/lesson-change-alert.job.js')),
    ...(await import('../../lambdas/notifications/lesson-change-announcement.entity.js')),
    ...(await import('../../lambdas/notifications/received-notification.entity.js')),
  };
};
type Detail = EventDetail<'timetable.lessonChangesDetected'>;

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

/** What `run` published for this school: the alerts the bus would hand to the alert job. */
const publishedAlerts = async (run: () => Promise<unknown>): Promise<Detail[]> => {
  published.length = 0;
  await run();
  return published
    .filter((event) => event.name === 'timetable.lessonChangesDetected')
    .map((event) => event.detail as Detail)
    .filter((detail) => detail.schoolId === SCHOOL.schoolId);
};

/** Runs an import of these lessons and returns what it published. */
const importLessons = async (lessons: ReturnType<typeof lesson>[]) => {
  const { syncImportedLessonDates } = await services();
  return publishedAlerts(() =>
    syncImportedLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, { source: SOURCE, range: { start: berlinToday(), end: LATER }, lessons }),
  );
};

/** Runs an import of these lessons and delivers what it published to the alert job; returns the number of events. */
const importAndAlert = async (lessons: ReturnType<typeof lesson>[]) => {
  const { runLessonChangeAlerts } = await services();
  const events = await importLessons(lessons);
  for (const detail of events) await runLessonChangeAlerts(detail);
  return events.length;
};

/** The daily window job at `daysAhead` days from now, its alerts delivered to the alert job; returns the alerts. */
const windowJobIn = async (daysAhead: number) => {
  const { announceChangesEnteringWindow, runLessonChangeAlerts } = await services();
  const events = await publishedAlerts(() => announceChangesEnteringWindow(new Date(Date.now() + daysAhead * 86_400_000)));
  for (const detail of events) await runLessonChangeAlerts(detail);
  return events.flatMap((detail) => detail.alerts);
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

/** Removes the test's lesson dates, noted days, alerts and their announcements. */
const cleanUp = async () => {
  const { syncImportedLessonDates, receivedNotificationEntity, lessonChangeAnnouncementEntity, lessonChangeDayEntity } = await services();
  await syncImportedLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, {
    source: SOURCE,
    range: { start: berlinToday(), end: LATER },
    lessons: [],
  });
  await lessonChangeDayEntity.delete({ changeDay: LATER, ...SCHOOL, source: SOURCE }).go();
  const announcements = new Set<string>();
  for (const [username, subject] of [['schueler.anna'], ['eltern.weber', 'schueler.anna'], ['lehrer.mueller']] as const) {
    const recipientUid = people[username].uid;
    const subjectUid = people[subject ?? username].uid;
    const { data } = await receivedNotificationEntity.query
      .byInbox({ schoolId: SCHOOL.schoolId, recipientUid, subjectUid })
      .go({ pages: 'all' });
    const ours = data.filter((item) => item.notificationId.startsWith('lesson-change-'));
    for (const item of ours) announcements.add(item.notificationId);
    if (ours.length > 0) await receivedNotificationEntity.delete(ours).go();
  }
  const keys = [...announcements].map((announcementId) => ({ schoolId: SCHOOL.schoolId, announcementId }));
  if (keys.length > 0) await lessonChangeAnnouncementEntity.delete(keys).go();
};

beforeAll(async () => {
  people = await signInDemoPeople();
  await cleanUp();
});

afterAll(async () => {
  await cleanUp();
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

  it('announces a change once per person when runs race on it (two detections, a redelivered event)', async () => {
    const { runLessonChangeAlerts } = await services();
    const [first] = await importLessons([lesson('soon', TOMORROW, '110'), lesson('later', LATER, '110'), lesson('race', TOMORROW, '112')]);
    const detail = defined(first, 'the announced race change');
    expect(detail.alerts.map((alert) => alert.body)).toEqual(['Mathematik 3. Stunde: Raum 204 → 112']);
    const later = { ...detail, detectedAt: new Date(Date.now() + 60_000).toISOString() };
    await Promise.all([runLessonChangeAlerts(detail), runLessonChangeAlerts(later), runLessonChangeAlerts(detail)]);
    const { anna, mueller } = await everyone();
    for (const inbox of [anna, mueller]) {
      expect(inbox.filter((item) => item.body.endsWith('→ 112'))).toHaveLength(1);
    }
  });

  it('announces the change in 10 days once, when its day enters the window (the daily job, an injected clock)', async () => {
    const ofLater = (inbox: ReceivedNotification[]) =>
      inbox.filter((item) => item.title.endsWith(`, ${LATER.slice(8)}.${LATER.slice(5, 7)}.`)).map((item) => item.body);
    expect(await windowJobIn(2)).toEqual([]);
    expect(ofLater((await everyone()).anna)).toEqual([]);
    expect((await windowJobIn(3)).map((alert) => alert.body)).toEqual(['Mathematik 3. Stunde: Raum 204 → 110']);
    // The next day's run looks at that day again (a missed run): the ledger announces nothing twice.
    expect(await windowJobIn(4)).toHaveLength(1);
    await Promise.all([windowJobIn(3), windowJobIn(3)]);
    const { anna, mueller, weber } = await everyone();
    expect(ofLater(anna)).toEqual(['Mathematik 3. Stunde: Raum 204 → 110']);
    expect(ofLater(mueller)).toEqual(['Mathematik 3. Stunde: Raum 204 → 110']);
    expect(ofLater(weber)).toEqual([]);
  });
});
