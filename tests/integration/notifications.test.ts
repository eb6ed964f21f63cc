import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '../../scripts/dev-stack/lambda-context.js';
import type { ReceivedNotification, SendNotificationBody } from '../../shared/schemas/notification.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Notifications end to end against the local stack: send → fan-out job on the bus → inbox per role,
 * read marks, scheduled sends, bad input, and the job's exactly-once writes under retries and
 * doubled deliveries. Every notification this file sends is marked read again (or removed), so the
 * demo people's unread counts stay what the other tests expect.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
/** A course led by Herr Müller (so he may address it) that Meine Klassen does not list: Anna, Ben and a student who never registered. */
const COURSE = 'notification-test-course';
const UNREGISTERED = 'imp-lindenhof-s021';
const MARK = 'Integrationstest';

let people: DemoPeople;

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/notifications/notification-fan-out.job.js')),
    ...(await import('../../lambdas/notifications/received-notification-write.service.js')),
    ...(await import('../../lambdas/notifications/received-notification.entity.js')),
    ...(await import('../../lambdas/notifications/sent-notification.entity.js')),
    ...(await import('../../lambdas/notifications/notification-ids.model.js')),
    ...(await import('../../lambdas/timetable/group.entity.js')),
    ...(await import('../../lambdas/timetable/group-member.entity.js')),
  };
};

const send = (username: DemoUsername, body: Partial<SendNotificationBody>) =>
  callRoute('sendNotification', {
    token: people[username].token,
    body: {
      type: 'info',
      receivers: { tutors: true, students: true, guardians: true },
      showAdmin: true,
      groupId: '7a',
      ...body,
    },
  });

const inbox = async (username: DemoUsername, actingStudent?: string): Promise<ReceivedNotification[]> => {
  const answer = await callRoute('listReceivedNotifications', { token: people[username].token, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body.notifications;
};
const unreadCount = async (username: DemoUsername, actingStudent?: string): Promise<number> =>
  (await callRoute('getUnreadNotificationCount', { token: people[username].token, actingStudent })).body.unread;

const waitFor = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
const arrived = (username: DemoUsername, title: string, actingStudent?: string) =>
  waitFor(async () => (await inbox(username, actingStudent)).find((item) => item.title === title));

/** Marks everything this file sent read again in one inbox. */
const readOurs = async (username: DemoUsername, actingStudent?: string) => {
  for (const item of await inbox(username, actingStudent)) {
    if (!item.title.startsWith(MARK) || !item.unread) continue;
    const answer = await callRoute('markReceivedNotification', {
      token: people[username].token,
      actingStudent,
      params: { notificationId: item.id },
      body: { unread: false },
    });
    expect(answer.status).toBe(200);
  }
};

const baseline = { anna: 0, mueller: 0, weber: 0, weberBen: 0, ben: 0 };

beforeAll(async () => {
  people = await signInDemoPeople();
  const { groupEntity, groupMemberEntity } = await services();
  await groupEntity
    .put({ ...SCHOOL, groupId: COURSE, displayName: 'Integrationstest-Kurs', kind: 'course', classTutorUid: people['lehrer.mueller'].uid })
    .go();
  await groupMemberEntity
    .put(
      [people['schueler.anna'].uid, people['schueler.ben'].uid, UNREGISTERED].map((studentUid) => ({
        ...SCHOOL,
        groupId: COURSE,
        studentUid,
      })),
    )
    .go();
  baseline.anna = await unreadCount('schueler.anna');
  baseline.mueller = await unreadCount('lehrer.mueller');
  baseline.weber = await unreadCount('eltern.weber');
  baseline.weberBen = await unreadCount('eltern.weber', people['schueler.ben'].uid);
  baseline.ben = await unreadCount('schueler.ben');
});

afterAll(async () => {
  await readOurs('schueler.anna');
  await readOurs('schueler.ben');
  await readOurs('lehrer.mueller');
  await readOurs('eltern.weber');
  await readOurs('eltern.weber', people['schueler.ben'].uid);
  expect(await unreadCount('schueler.anna')).toBe(baseline.anna);
  expect(await unreadCount('lehrer.mueller')).toBe(baseline.mueller);
  expect(await unreadCount('eltern.weber')).toBe(baseline.weber);
  expect(await unreadCount('eltern.weber', people['schueler.ben'].uid)).toBe(baseline.weberBen);
  expect(await unreadCount('schueler.ben')).toBe(baseline.ben);
  const { groupEntity, groupMemberEntity } = await services();
  await groupMemberEntity
    .delete(
      [people['schueler.anna'].uid, people['schueler.ben'].uid, UNREGISTERED].map((studentUid) => ({
        ...SCHOOL,
        groupId: COURSE,
        studentUid,
      })),
    )
    .go();
  await groupEntity.delete({ ...SCHOOL, groupId: COURSE }).go();
});

describe('sending to a class', () => {
  it('reaches the class tutor, the students and the guardians of the active child; the sender sees it sent', async () => {
    const title = `${MARK}: Elternabend der 7a`;
    const answer = await send('lehrer.mueller', { title, body: 'Am Dienstag um 19 Uhr in Raum A 101.', type: 'important' });
    expect(answer).toMatchObject({ status: 200, body: { status: 'sending', recipients: 3 } });

    const forAnna = await arrived('schueler.anna', title);
    expect(forAnna).toMatchObject({
      type: 'important',
      unread: true,
      senderName: 'Herr Müller',
      body: 'Am Dienstag um 19 Uhr in Raum A 101.',
    });
    expect(await arrived('eltern.weber', title)).toMatchObject({ unread: true });
    expect(await arrived('lehrer.mueller', title)).toMatchObject({ unread: true });
    expect(await unreadCount('schueler.anna')).toBe(baseline.anna + 1);
    expect(await unreadCount('eltern.weber')).toBe(baseline.weber + 1);

    expect((await inbox('eltern.weber', people['schueler.ben'].uid)).some((item) => item.title === title)).toBe(false);
    expect((await inbox('lehrer.schmidt')).some((item) => item.title === title)).toBe(false);
    expect((await inbox('schueler.ben')).some((item) => item.title === title)).toBe(false);
    expect((await inbox('schueler.lena')).some((item) => item.title === title)).toBe(false);

    const sent = await waitFor(async () => {
      const list = (await callRoute('listSentNotifications', { token: people['lehrer.mueller'].token })).body.notifications;
      return list.find((item: { title: string; status: string }) => item.title === title && item.status === 'sent');
    });
    expect(sent).toMatchObject({ groupName: '7a', recipients: 3, receivers: { tutors: true, students: true, guardians: true } });
    expect((await callRoute('listSentNotifications', { token: people['lehrer.schmidt'].token })).body.notifications).not.toContainEqual(
      expect.objectContaining({ title }),
    );
  });

  it('to the guardians only: the guardian of the active child gets it, the student does not; the sender name can stay hidden', async () => {
    const title = `${MARK}: Nur für Erziehungsberechtigte`;
    const answer = await send('lehrer.mueller', {
      title,
      body: 'Bitte unterschreiben Sie den Ausflugszettel.',
      receivers: { tutors: false, students: false, guardians: true },
      showAdmin: false,
    });
    expect(answer).toMatchObject({ status: 200, body: { recipients: 1 } });
    const forWeber = await arrived('eltern.weber', title);
    expect(forWeber.senderName).toBeUndefined();
    expect((await inbox('schueler.anna')).some((item) => item.title === title)).toBe(false);
    expect((await inbox('lehrer.mueller')).some((item) => item.title === title)).toBe(false);
  });

  it('to one student of a group: only that student and her guardians', async () => {
    const title = `${MARK}: Nur für Anna`;
    const answer = await send('lehrer.mueller', {
      title,
      body: 'Bitte komm nach der Stunde kurz vorbei.',
      groupId: COURSE,
      studentUid: people['schueler.anna'].uid,
      receivers: { tutors: false, students: true, guardians: true },
    });
    expect(answer).toMatchObject({ status: 200, body: { recipients: 2 } });
    await arrived('schueler.anna', title);
    await arrived('eltern.weber', title);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await inbox('schueler.ben')).some((item) => item.title === title)).toBe(false);
    expect((await inbox('eltern.weber', people['schueler.ben'].uid)).some((item) => item.title === title)).toBe(false);
  });
});

describe('reading', () => {
  it('lists the 50 newest plus every unread one, newest first', async () => {
    const list = await inbox('schueler.anna');
    const ids = list.map((item) => item.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(list.filter((item) => item.unread)).toHaveLength(await unreadCount('schueler.anna'));
  });

  it('marks read, and unread again; the count follows at once; nobody marks another person’s notification', async () => {
    const title = `${MARK}: Lesen und ungelesen`;
    await send('lehrer.mueller', { title, body: 'Markieren.', receivers: { tutors: false, students: true, guardians: true } });
    const item = await arrived('schueler.anna', title);
    const before = await unreadCount('schueler.anna');
    const mark = (username: DemoUsername, unread: boolean, actingStudent?: string) =>
      callRoute('markReceivedNotification', {
        token: people[username].token,
        actingStudent,
        params: { notificationId: item.id },
        body: { unread },
      });

    expect(await mark('schueler.anna', false)).toMatchObject({ status: 200, body: { id: item.id, unread: false } });
    expect(await unreadCount('schueler.anna')).toBe(before - 1);
    expect(await mark('schueler.anna', true)).toMatchObject({ status: 200, body: { unread: true } });
    expect(await unreadCount('schueler.anna')).toBe(before);

    // The same id in other inboxes (another tutor, the other child of the guardian, another school):
    // the conditional write finds nothing there and changes nothing.
    expect(await mark('lehrer.schmidt', false)).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await mark('schueler.ben', false)).toMatchObject({ status: 404 });
    expect(await mark('eltern.weber', false, people['schueler.ben'].uid)).toMatchObject({ status: 404 });
    expect(await mark('schueler.lena', false)).toMatchObject({ status: 404 });
    expect((await inbox('schueler.anna')).find((entry) => entry.id === item.id)?.unread).toBe(true);
    expect(await unreadCount('schueler.anna')).toBe(before);
  });
});

describe('refused sends write nothing', () => {
  const valid = { title: `${MARK}: abgelehnt`, body: 'Text' };

  it('answers stable codes for bad input, groups out of reach and no registered receivers', async () => {
    const cases: [DemoUsername, Partial<SendNotificationBody> & Record<string, unknown>, number, string][] = [
      ['lehrer.mueller', { ...valid, title: 'x'.repeat(101) }, 400, 'validation-failed'],
      ['lehrer.mueller', { ...valid, body: 'x'.repeat(2001) }, 400, 'validation-failed'],
      ['lehrer.mueller', { ...valid, title: '   ' }, 400, 'validation-failed'],
      ['lehrer.mueller', { ...valid, title: 'Glocke\u0007' }, 400, 'validation-failed'],
      ['lehrer.mueller', { ...valid, type: 'sent' as never }, 400, 'validation-failed'],
      ['lehrer.mueller', { ...valid, receivers: { tutors: false, students: false, guardians: false } }, 400, 'validation-failed'],
      ['lehrer.mueller', { ...valid, groupId: 'no-such-group' }, 404, 'not-found'],
      ['lehrer.schmidt', { ...valid, groupId: '7a' }, 403, 'forbidden'],
      ['lehrer.klein', { ...valid, groupId: '7a' }, 404, 'not-found'],
      ['lehrer.mueller', { ...valid, groupId: '7a', studentUid: people['schueler.ben'].uid }, 404, 'student-not-found'],
      ['lehrer.mueller', { ...valid, scheduledAt: new Date(Date.now() - 3_600_000).toISOString() }, 400, 'scheduled-in-past'],
      [
        'lehrer.mueller',
        { ...valid, groupId: COURSE, studentUid: UNREGISTERED, receivers: { tutors: false, students: true, guardians: true } },
        409,
        'no-receivers',
      ],
    ];
    for (const [username, body, status, code] of cases) {
      const answer = await send(username, body);
      expect({ username, body, status: answer.status, code: answer.error?.code, writes: answer.ddbWrites }).toEqual({
        username,
        body,
        status,
        code,
        writes: 0,
      });
    }
  });

  it('students and guardians cannot send or list sent notifications', async () => {
    for (const username of ['schueler.anna', 'eltern.weber'] as const) {
      expect(await send(username, valid)).toMatchObject({ status: 403, ddbWrites: 0 });
      expect((await callRoute('listSentNotifications', { token: people[username].token })).status).toBe(403);
    }
  });
});

describe('scheduled sends', () => {
  it('arrive at their time, not before', async () => {
    const title = `${MARK}: Geplant`;
    const scheduledAt = new Date(Date.now() + 4_000).toISOString();
    const answer = await send('lehrer.mueller', {
      title,
      body: 'Kommt später.',
      scheduledAt,
      receivers: { tutors: false, students: true, guardians: false },
    });
    expect(answer).toMatchObject({ status: 200, body: { status: 'scheduled', recipients: 1 } });
    expect((await inbox('schueler.anna')).some((item) => item.title === title)).toBe(false);
    const item = await arrived('schueler.anna', title, undefined);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(scheduledAt));
    expect(item.deliveredAt).toBe(scheduledAt);
  });

  it('can be changed and cancelled by their author until they fire', async () => {
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await send('lehrer.mueller', { title: `${MARK}: Später`, body: 'Erster Text', scheduledAt });
    const { notificationId } = created.body;
    const changed = await callRoute('updateScheduledNotification', {
      token: people['lehrer.mueller'].token,
      params: { notificationId },
      body: {
        title: `${MARK}: Später geändert`,
        body: 'Zweiter Text',
        type: 'attention',
        receivers: { tutors: false, students: false, guardians: true },
        showAdmin: true,
        groupId: '7a',
        scheduledAt,
      },
    });
    expect(changed).toMatchObject({ status: 200, body: { status: 'scheduled', recipients: 1 } });
    const listed = (await callRoute('listSentNotifications', { token: people['lehrer.mueller'].token })).body.notifications;
    expect(listed.find((item: { id: string }) => item.id === notificationId)).toMatchObject({
      title: `${MARK}: Später geändert`,
      type: 'attention',
      status: 'scheduled',
      deliverAt: scheduledAt,
    });

    const other = { token: people['lehrer.schmidt'].token, params: { notificationId } };
    expect(await callRoute('cancelScheduledNotification', other)).toMatchObject({ status: 404, ddbWrites: 0 });
    const cancel = { token: people['lehrer.mueller'].token, params: { notificationId } };
    expect(await callRoute('cancelScheduledNotification', cancel)).toMatchObject({ status: 200 });
    expect(await callRoute('cancelScheduledNotification', cancel)).toMatchObject({ status: 404 });
    const after = (await callRoute('listSentNotifications', { token: people['lehrer.mueller'].token })).body.notifications;
    expect(after.some((item: { id: string }) => item.id === notificationId)).toBe(false);
  });

  it('cannot be changed or cancelled once sent', async () => {
    const title = `${MARK}: Schon gesendet`;
    const sent = await send('lehrer.mueller', { title, body: 'Sofort', receivers: { tutors: true, students: false, guardians: false } });
    await arrived('lehrer.mueller', title);
    const call = { token: people['lehrer.mueller'].token, params: { notificationId: sent.body.notificationId } };
    expect(await callRoute('cancelScheduledNotification', call)).toMatchObject({
      status: 409,
      body: { error: { code: 'notification-already-sent' } },
    });
  });
});

describe('fan-out job', () => {
  it('writes every received item exactly once when killed halfway, retried and delivered twice at the same time', async () => {
    const { handler, writeReceivedNotifications, receivedNotificationEntity, sentNotificationEntity, newNotificationId, receivedIdOf } =
      await services();
    const createdAt = new Date().toISOString();
    const key = { schoolId: SCHOOL.schoolId, authorUid: people['lehrer.mueller'].uid, notificationId: newNotificationId(createdAt) };
    const title = `${MARK}: Doppelt zugestellt`;
    await sentNotificationEntity
      .create({
        ...key,
        createdAt,
        deliverAt: createdAt,
        scheduled: false,
        status: 'sending',
        type: 'info',
        title,
        body: 'Genau einmal.',
        receivers: { tutors: false, students: true, guardians: true },
        showAdmin: true,
        senderName: 'Herr Müller',
        schoolYearId: SCHOOL.schoolYearId,
        groupId: COURSE,
        groupName: 'Integrationstest-Kurs',
        recipients: 4,
      })
      .go();
    const anna = { schoolId: SCHOOL.schoolId, recipientUid: people['schueler.anna'].uid, subjectUid: people['schueler.anna'].uid };
    const receivedId = receivedIdOf(createdAt, key.notificationId);
    const content = {
      receivedId,
      notificationId: key.notificationId,
      deliveredAt: createdAt,
      type: 'info' as const,
      title,
      body: 'Genau einmal.',
    };

    // A first run died after writing Anna's item, and Anna read it meanwhile.
    expect(await writeReceivedNotifications([anna], content)).toBe(1);
    await receivedNotificationEntity
      .patch({ ...anna, receivedId })
      .set({ unread: false })
      .go();

    const event = {
      version: '0',
      id: 'e1',
      'detail-type': 'notification.sendRequested',
      source: 'schulapp',
      account: '0',
      time: createdAt,
      region: 'eu-central-1',
      resources: [],
      detail: key,
    };
    const context = () => lambdaContext('notification-fan-out', randomUUID());
    await Promise.all([handler(event as never, context()), handler({ ...event, id: 'e2' } as never, context())]);
    await handler({ ...event, id: 'e3' } as never, context());

    const inboxes = [
      anna,
      { schoolId: SCHOOL.schoolId, recipientUid: people['schueler.ben'].uid, subjectUid: people['schueler.ben'].uid },
      { schoolId: SCHOOL.schoolId, recipientUid: people['eltern.weber'].uid, subjectUid: people['schueler.anna'].uid },
      { schoolId: SCHOOL.schoolId, recipientUid: people['eltern.weber'].uid, subjectUid: people['schueler.ben'].uid },
    ];
    for (const target of inboxes) {
      const { data } = await receivedNotificationEntity.query
        .byInbox(target)
        .where(({ notificationId }, { eq }) => eq(notificationId, key.notificationId))
        .go({ pages: 'all' });
      expect(data).toHaveLength(1);
    }
    expect((await receivedNotificationEntity.get({ ...anna, receivedId }).go()).data?.unread).toBe(false);
    expect((await sentNotificationEntity.get(key).go()).data).toMatchObject({ status: 'sent', recipients: 4 });
    // The unregistered student of the course got nothing.
    const { data: none } = await receivedNotificationEntity.query
      .byInbox({ schoolId: SCHOOL.schoolId, recipientUid: UNREGISTERED, subjectUid: UNREGISTERED })
      .go();
    expect(none).toHaveLength(0);
  });
});
