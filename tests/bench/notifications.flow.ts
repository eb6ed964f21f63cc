import autocannon from 'autocannon';
import { buildPath, routes } from '../../shared/routes/index.js';
import type { ReceivedNotification } from '../../shared/schemas/notification.schema.js';
import type { Bootstrap } from '../../shared/schemas/session.schema.js';
import type { BenchContext, BenchFlow } from './bench-flow.js';

/** The population: every student of the large school (1,200) and 1,800 guardians, half the students with two. */
const GUARDIANS = 1_800;
const INBOX_SIZE = 500;
/** As in a real inbox, most have been read: the newest 20 are still unread. */
const UNREAD = 20;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const everyone = { tutors: false, students: true, guardians: true } as const;

/**
 * The large school (seeded when missing) as a registered school: its students signed up and
 * guardians linked to them, written straight into the table once (later runs find them).
 */
const seedRegisteredSchool = async ({ ids }: BenchContext) => {
  const { isLargeSchoolSeeded, seedLargeSchool, LARGE_SCHOOL_ID, LARGE_SCHOOL_CLASSES, largeSchoolYear } =
    await import('../../scripts/seed/large-school.js');
  if (!(await isLargeSchoolSeeded())) await seedLargeSchool(ids.userPoolId);
  const { getGroupWithStudents } = await import('../../lambdas/timetable/group-members.service.js');
  const { userEntity } = await import('../../lambdas/users/user.entity.js');
  const { guardianLinkEntity } = await import('../../lambdas/guardians/guardian-link.entity.js');
  const { mapWithConcurrency } = await import('../../lambdas/_lib/bounded-concurrency.js');
  const { schoolYearId } = largeSchoolYear;
  const classes = await Promise.all(LARGE_SCHOOL_CLASSES.map((groupId) => getGroupWithStudents(LARGE_SCHOOL_ID, schoolYearId, groupId)));
  const studentUids = classes.flatMap((found) => found?.studentUids ?? []);
  const guardianUid = (index: number) => `${LARGE_SCHOOL_ID}-bench-guardian-${String(index + 1)}`;
  const studentOf = (index: number) => studentUids[index % studentUids.length] ?? '';
  const { data: lastLink } = await guardianLinkEntity
    .get({ guardianUid: guardianUid(GUARDIANS - 1), studentUid: studentOf(GUARDIANS - 1) })
    .go();
  if (!lastLink) {
    await mapWithConcurrency(studentUids, 8, (uid) => userEntity.patch({ schoolId: LARGE_SCHOOL_ID, uid }).set({ signedUp: true }).go());
    const linkedAt = new Date().toISOString();
    const links = Array.from({ length: GUARDIANS }, (_, index) => ({
      guardianUid: guardianUid(index),
      studentUid: studentOf(index),
      studentSchoolId: LARGE_SCHOOL_ID,
      linkedAt,
    }));
    const { unprocessed } = await guardianLinkEntity.put(links).go({ concurrency: 4 });
    if (unprocessed.length > 0) throw new Error(`${String(unprocessed.length)} guardian links not written`);
  }
  return { schoolId: LARGE_SCHOOL_ID, schoolYearId, groupIds: LARGE_SCHOOL_CLASSES };
};

const contentOf = (notificationId: string) => ({
  receivedId: notificationId,
  notificationId,
  deliveredAt: new Date().toISOString(),
  type: 'important' as const,
  title: 'Schulfest am Freitag',
  body: 'Alle Klassen treffen sich um 10 Uhr auf dem Schulhof.',
});

/**
 * The fan-out job's two steps for a send to every class: the recipients (one resolution per
 * class, as the job does per group) and the received items, once through and once killed after
 * half the inboxes and run again. Duplicates are items written beyond one per inbox; DynamoDB
 * write units count 2 per item, as every item is written in a transaction and is under 1 KB.
 */
export const notificationFanOutFlow: BenchFlow = {
  name: 'fan-out to every student and guardian of the large school (killed halfway and retried)',
  run: async (context) => {
    const school = await seedRegisteredSchool(context);
    const { resolveInboxes } = await import('../../lambdas/notifications/notification-recipients.model.js');
    const { writeReceivedNotifications } = await import('../../lambdas/notifications/received-notification-write.service.js');
    const { withRequestMetrics } = await import('../../lambdas/_lib/request-metrics.js');
    const runId = Date.now().toString(36);

    const started = performance.now();
    const { result: written, metrics } = await withRequestMetrics(async () => {
      const perClass = await Promise.all(school.groupIds.map((groupId) => resolveInboxes({ ...school, groupId, receivers: everyone })));
      const inboxes = perClass.flatMap((found) => found ?? []);
      return { inboxes, created: await writeReceivedNotifications(inboxes, contentOf(`bench-${runId}-a`)) };
    });
    const seconds = (performance.now() - started) / 1000;

    const retried = contentOf(`bench-${runId}-b`);
    const beforeKill = await writeReceivedNotifications(written.inboxes.slice(0, Math.floor(written.inboxes.length / 2)), retried);
    const retryStarted = performance.now();
    const afterRetry = await writeReceivedNotifications(written.inboxes, retried);
    const retrySeconds = (performance.now() - retryStarted) / 1000;

    return {
      recipients: written.inboxes.length,
      students: written.inboxes.filter((inbox) => inbox.recipientUid === inbox.subjectUid).length,
      guardians: written.inboxes.filter((inbox) => inbox.recipientUid !== inbox.subjectUid).length,
      seconds: Number(seconds.toFixed(2)),
      created: written.created,
      ddb_requests: metrics.ddbRequests,
      ddb_write_requests: metrics.ddbWrites,
      write_units: 2 * written.created,
      retry_seconds: Number(retrySeconds.toFixed(2)),
      duplicates: beforeKill + afterRetry - written.inboxes.length,
    };
  },
};

/** 'Empfangen' (the 50 newest and every unread one) of a tutor of the large school with 500 notifications, at 50 connections. */
export const notificationInboxFlow: BenchFlow = {
  name: `notifications: inbox list (large school tutor, ${String(INBOX_SIZE)} notifications, ${String(UNREAD)} unread, ${String(CONNECTIONS)} connections)`,
  run: async ({ apiUrl, signIn }) => {
    const { LARGE_SCHOOL_ID, largeSchoolLogins } = await import('../../scripts/seed/large-school.js');
    const { writeReceivedNotifications } = await import('../../lambdas/notifications/received-notification-write.service.js');
    const { receivedIdOf } = await import('../../lambdas/notifications/notification-ids.model.js');
    const { receivedNotificationEntity } = await import('../../lambdas/notifications/received-notification.entity.js');
    const token = await signIn(largeSchoolLogins.tutor);
    const url = `${apiUrl}${buildPath(routes.listReceivedNotifications.path, {})}`;
    const get = () => fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const bootstrap = await fetch(`${apiUrl}${routes.getBootstrap.path}`, { headers: { authorization: `Bearer ${token}` } });
    const { uid } = ((await bootstrap.json()) as Bootstrap).user;
    const inbox = { schoolId: LARGE_SCHOOL_ID, recipientUid: uid, subjectUid: uid };
    for (let index = 0; index < INBOX_SIZE; index++) {
      const deliveredAt = new Date(Date.UTC(2026, 8, 1) + index * 3_600_000).toISOString();
      const notificationId = `bench-inbox-${String(index)}`;
      const receivedId = receivedIdOf(deliveredAt, notificationId);
      await writeReceivedNotifications([inbox], { ...contentOf(notificationId), receivedId, deliveredAt });
      if (index < INBOX_SIZE - UNREAD)
        await receivedNotificationEntity
          .patch({ ...inbox, receivedId })
          .set({ unread: false })
          .go();
    }
    const probe = await get();
    const shown = ((await probe.json()) as { notifications: ReceivedNotification[] }).notifications.length;
    const result = await autocannon({ url, headers: { authorization: `Bearer ${token}` }, connections: CONNECTIONS, duration: SECONDS });
    return {
      notifications: INBOX_SIZE,
      unread: UNREAD,
      shown,
      connections: CONNECTIONS,
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.timeouts + result.non2xx,
      ddb_requests_per_call: Number(probe.headers.get('x-ddb-requests')),
    };
  },
};
