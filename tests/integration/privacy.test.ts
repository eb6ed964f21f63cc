import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME } from '../../shared/privacy.js';
import { uploadFormData } from '../../shared/schemas/upload.schema.js';
import { callRoute, initiateAuth, signIn } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { stack } from '../fixtures/local-stack.js';
import { anyString } from '../fixtures/matchers.js';
import { createRacers } from '../fixtures/poll-racers.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';
import { tokenClaim } from '../fixtures/token-claims.js';

/**
 * DSGVO against the local stack: the Art. 15 export (a person's own, an admin's of anyone of their
 * school) and the daily deletion job run with a clock 29 and 30 days after the mark, on a fresh
 * account of its own. Register entries are written under a school year of their own, so no other
 * test sees them, and removed again (the stack keeps its data between runs).
 */
const SCHOOL = 'lindenhof';
const YEAR = 'privacy-it';
const DAY = '2026-10-05';
const DAY_MS = 86_400_000;

let people: DemoPeople;
const token = (who: keyof DemoPeople) => people[who].token;

/** The entities the test writes and reads, against this stack's table. */
const entities = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/attendance/absence.entity.js')),
    ...(await import('../../lambdas/attendance/group-register.entity.js')),
    ...(await import('../../lambdas/account/push-setting.entity.js')),
    ...(await import('../../lambdas/guardians/guardian-link.entity.js')),
    ...(await import('../../lambdas/notifications/received-notification.entity.js')),
    ...(await import('../../lambdas/storage/storage-item.entity.js')),
    ...(await import('../../lambdas/users/user.entity.js')),
    ...(await import('../../lambdas/timetable/weekplan-cache.entity.js')),
  };
};

/**
 * The deletion job's service and the files helpers as the job runs them, against this stack's pool
 * and bucket (`bucketUrl`: a presigned URL of it, path style); imported only once the endpoints are set.
 */
const deletionJob = async (bucketUrl: URL) => {
  useStackDynamoDb();
  process.env.AWS_REGION ??= 'eu-central-1';
  process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = stack.cognitoUrl;
  process.env.USER_POOL_ID = stack.userPoolId;
  process.env.AWS_ENDPOINT_URL_S3 = bucketUrl.origin;
  process.env.FILES_BUCKET = bucketUrl.pathname.split('/')[1];
  return { ...(await import('../../lambdas/privacy/account-deletion.service.js')), ...(await import('../../lambdas/_lib/files.js')) };
};

/** An absence of a student on the test's day, with a notice that names whose it is. */
const absenceOf = (studentUid: string, notice: string) => ({
  schoolId: SCHOOL,
  schoolYearId: YEAR,
  day: DAY,
  absenceId: `privacy-it-${studentUid}`,
  studentUid,
  groupIds: ['7a'],
  start: DAY,
  end: DAY,
  starttime: '08:00',
  endtime: '13:00',
  holeDay: true,
  reason: 1,
  notice,
  authorUid: 'privacy-it-tutor',
  reportedByGuardian: true,
});

/** A group's copy of a lesson register of 2026/27 (the school's own year, as the export reads the student's memberships). */
const registerOf = (groupId: string, students: Record<string, object>) => ({
  schoolId: SCHOOL,
  schoolYearId: '2026-27',
  classbookGroupId: groupId,
  day: '2026-10-06',
  starttime: '07:55',
  endtime: '08:40',
  lessonDateId: `privacy-it-lesson-${groupId}`,
  collection: 'lessonDates' as const,
  displayName: 'Mathematik',
  subject: 'Mathematik',
  groups: [groupId],
  controllStarted: true,
  topic: 'privacy-it: Bruchrechnung',
  students,
});

const written: { absence: ReturnType<typeof absenceOf>[]; register: ReturnType<typeof registerOf>[] } = { absence: [], register: [] };

beforeAll(async () => {
  people = await signInDemoPeople();
  const { absenceEntity, groupRegisterEntity } = await entities();
  written.absence = [
    absenceOf(people['schueler.anna'].uid, 'privacy-it: Annas Arzttermin'),
    absenceOf(people['schueler.ben'].uid, 'privacy-it: Bens Arzttermin'),
  ];
  await absenceEntity.put(written.absence).go();
  written.register = [
    registerOf('7a', { [people['schueler.anna'].uid]: { presence: true, late: 5 }, 'privacy-it-classmate': { presence: false } }),
    registerOf('9b', { [people['schueler.ben'].uid]: { presence: false } }),
  ];
  await groupRegisterEntity.put(written.register).go();
});

afterAll(async () => {
  const { absenceEntity, groupRegisterEntity } = await entities();
  await absenceEntity.delete(written.absence).go();
  await groupRegisterEntity.delete(written.register).go();
});

describe('Art. 15 export', () => {
  it("gives a student everything stored about them and nothing of another student's", async () => {
    const answer = await callRoute('exportMyData', { token: token('schueler.anna') });
    expect(answer.status).toBe(200);
    const data = answer.body;
    expect(data.person).toMatchObject({ uid: people['schueler.anna'].uid, role: 'student', schoolId: SCHOOL });
    expect(data.groupMemberships).toContainEqual({ schoolYearId: '2026-27', groupId: '7a' });
    expect(data.absences).toContainEqual(
      expect.objectContaining({ schoolYearId: YEAR, notice: 'privacy-it: Annas Arzttermin', sickNote: true, confirmed: false }),
    );
    expect(data.lessonMarks).toContainEqual({
      schoolYearId: '2026-27',
      lessonDateId: 'privacy-it-lesson-7a',
      day: '2026-10-06',
      starttime: '07:55',
      endtime: '08:40',
      subject: 'Mathematik',
      presence: true,
      late: 5,
    });
    expect(data.meetings).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Bruchrechnung');
    expect(text).not.toContain('privacy-it-classmate');
    expect(text).not.toContain('privacy-it-lesson-9b');
    expect(text).not.toContain('Bens Arzttermin');
    expect(text).not.toContain(people['schueler.ben'].uid);
    expect(text).not.toContain('privacy-it-tutor');
    // Secrets of the person's own items stay out too: push keys, feed token hashes.
    expect(text).not.toMatch(/"(p256dh|auth|endpoint|tokenHash)"/);
  });

  it('lets an admin export anyone of their school, and nobody else, and no other school', async () => {
    const ben = { params: { uid: people['schueler.ben'].uid } };
    const byAdmin = await callRoute('exportPersonData', { token: token('lehrer.mueller'), ...ben });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.person).toMatchObject({ uid: people['schueler.ben'].uid });
    expect(byAdmin.body.absences.map((absence) => absence.notice)).toContain('privacy-it: Bens Arzttermin');
    expect(byAdmin.body.lessonMarks).toContainEqual(expect.objectContaining({ lessonDateId: 'privacy-it-lesson-9b', presence: false }));
    expect(JSON.stringify(byAdmin.body)).not.toContain('Annas Arzttermin');
    expect((await callRoute('exportPersonData', { token: token('lehrer.schmidt'), ...ben })).status).toBe(403);
    expect((await callRoute('exportPersonData', { token: token('schueler.anna'), ...ben })).status).toBe(403);
    const audit = await callRoute('listAuditLog', { token: token('lehrer.mueller') });
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'personal-data-exported',
        targetUid: people['schueler.ben'].uid,
        actorUid: people['lehrer.mueller'].uid,
      }),
    );
    // A tutor's export holds the meetings they wrote, not a colleague's.
    const mueller = await callRoute('exportMyData', { token: token('lehrer.mueller') });
    const meetingIds = mueller.body.meetings.map((meeting) => meeting.meetingId);
    expect(meetingIds).toEqual(expect.arrayContaining(['demo-elternsprechtag', 'demo-fachkonferenz', 'demo-infoabend-7a']));
    expect(meetingIds).not.toContain('demo-schulgarten');
    expect(mueller.body.meetings).toContainEqual(
      expect.objectContaining({ meetingId: 'demo-elternsprechtag', name: 'Elternsprechtag', calendarIds: ['schulkalender'] }),
    );
    expect(mueller.body.lessonMarks).toEqual([]);
    const lena = { params: { uid: people['schueler.lena'].uid } };
    expect(await callRoute('exportPersonData', { token: token('lehrer.mueller'), ...lena })).toMatchObject({
      status: 404,
      body: { error: { code: 'user-not-found' } },
    });
  });
});

describe('the deletion job', () => {
  it('deletes a marked account 30 days after the mark, not at 29, keeps its register entries pseudonymised, and a second run changes nothing', async () => {
    useStackDynamoDb();
    process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = stack.cognitoUrl;
    process.env.AWS_REGION ??= 'eu-central-1';
    const runId = `dsgvo${Date.now().toString(36)}`;
    const [studentToken] = await createRacers({ userPoolId: stack.userPoolId, signIn }, 1, runId);
    const student = { token: defined(studentToken, 'the new student'), uid: tokenClaim(defined(studentToken, 'the new student'), 'sub') };
    const username = `wettlauf.${runId}.1`;

    // The account's data: a file in 'Dateien', a calendar feed, a cached week of her plan, push settings, a notification, a guardian link, an absence.
    const file = new Blob(['Referat'], { type: 'text/plain' });
    const requested = await callRoute('requestStorageUpload', {
      token: student.token,
      params: { folderId: 'root' },
      body: { name: 'referat.txt', size: file.size, contentType: file.type },
    });
    expect(requested.status).toBe(200);
    const posted = await fetch(requested.body.upload.url, { method: 'POST', body: uploadFormData(requested.body.upload, file) });
    expect(posted.status).toBe(204);
    expect((await callRoute('confirmStorageUpload', { token: student.token, params: { uploadId: requested.body.uploadId } })).status).toBe(
      200,
    );
    expect((await callRoute('createCalendarFeed', { token: student.token })).status).toBe(200);
    expect((await callRoute('getWeekplan', { token: student.token })).status).toBe(200);
    const job = await deletionJob(new URL(requested.body.upload.url));
    const {
      absenceEntity,
      guardianLinkEntity,
      pushSettingEntity,
      receivedNotificationEntity,
      storageItemEntity,
      userEntity,
      weekplanCacheEntity,
    } = await entities();
    const objectKey = defined(requested.body.upload.fields.key, 'the object key');
    const absence = absenceOf(student.uid, 'privacy-it: bleibt im Klassenbuch');
    written.absence.push(absence);
    const now = new Date();
    await Promise.all([
      absenceEntity.put(absence).go(),
      pushSettingEntity.put({ schoolId: SCHOOL, uid: student.uid, days: [], lessonChangeAlerts: false, updatedAt: now.toISOString() }).go(),
      guardianLinkEntity
        .put({ guardianUid: `privacy-it-guardian-${runId}`, studentUid: student.uid, studentSchoolId: SCHOOL, linkedAt: now.toISOString() })
        .go(),
      receivedNotificationEntity
        .put({
          schoolId: SCHOOL,
          recipientUid: student.uid,
          subjectUid: student.uid,
          receivedId: `${runId}-1`,
          notificationId: `${runId}-1`,
          deliveredAt: now.toISOString(),
          type: 'info',
          title: 'Willkommen',
          body: 'Hallo',
          senderName: 'Herr Müller',
          unread: true,
        })
        .go(),
    ]);
    const exported = await callRoute('exportMyData', { token: student.token });
    expect(exported.body).toMatchObject({
      files: [expect.objectContaining({ name: 'referat.txt' })],
      calendarFeeds: [expect.objectContaining({ subjectUid: student.uid })],
      receivedNotifications: [expect.objectContaining({ title: 'Willkommen' })],
      guardianLinks: [expect.objectContaining({ link: 'guardian' })],
    });
    expect(exported.body.pushSettings).toMatchObject({ lessonChangeAlerts: false });

    // The admin marks the account in the user administration (its route sets both fields, the deletion index follows).
    const marked = await callRoute('markUserForDeletion', { token: token('lehrer.mueller'), params: { uid: student.uid } });
    expect(marked.body).toMatchObject({ uid: student.uid, deletionMarkedAt: anyString() });
    const markedAt = Date.parse(marked.body.deletionMarkedAt ?? '');
    const key = { schoolId: SCHOOL, uid: student.uid };
    const record = async () => (await userEntity.get(key).go()).data;
    const remaining = async () => ({
      files: (await storageItemEntity.query.byOwner({ schoolId: SCHOOL, ownerUid: student.uid }).go()).data.length,
      links: (await guardianLinkEntity.query.byStudent({ studentSchoolId: SCHOOL, studentUid: student.uid }).go()).data.length,
      inbox: (await receivedNotificationEntity.query.byInbox({ schoolId: SCHOOL, recipientUid: student.uid, subjectUid: student.uid }).go())
        .data.length,
      pushSettings: Boolean((await pushSettingEntity.get(key).go()).data),
      cachedWeeks: (await weekplanCacheEntity.query.bySubject({ schoolId: SCHOOL, subjectUid: student.uid }).go()).data.length,
    });

    await job.deleteAccountsDue(new Date(markedAt + 29 * DAY_MS));
    expect(await record()).toMatchObject({ displayName: 'Wettlauf 1 Umfrage', username, reservedForDeletion: true });
    expect(await remaining()).toEqual({ files: 1, links: 1, inbox: 1, pushSettings: true, cachedWeeks: 1 });
    expect(await job.fileSize(objectKey)).toBe(file.size);

    const thirtyDaysLater = new Date(markedAt + 30 * DAY_MS + 60_000);
    expect(await job.deleteAccountsDue(thirtyDaysLater)).toBeGreaterThanOrEqual(1);
    const deleted = await record();
    expect(deleted).toMatchObject({ uid: student.uid, role: 'student', displayName: DELETED_USER_NAME, deleted: true });
    expect(deleted).not.toHaveProperty('username');
    expect(deleted).not.toHaveProperty('deletionMarkedAt');
    expect(JSON.stringify(deleted)).not.toContain('Wettlauf');
    expect(await remaining()).toEqual({ files: 0, links: 0, inbox: 0, pushSettings: false, cachedWeeks: 0 });
    expect((await initiateAuth(username)).body.AuthenticationResult).toBeUndefined();
    // A token issued before the deletion no longer counts.
    expect((await callRoute('exportMyData', { token: student.token })).error?.code).toBe('user-not-registered');
    expect(await job.fileSize(objectKey)).toBeNull();
    // The register entry stays; whoever reads the person's name gets 'Gelöschter Benutzer'.
    expect((await absenceEntity.get(absence).go()).data).toMatchObject({ studentUid: student.uid, notice: absence.notice });
    const profile = await callRoute('getUserProfile', { token: token('lehrer.schmidt'), params: { uid: student.uid } });
    expect(profile.body).toMatchObject({ displayName: DELETED_USER_NAME });
    expect((await callRoute('exportPersonData', { token: token('lehrer.mueller'), params: { uid: student.uid } })).status).toBe(404);

    expect(await job.deleteAccountsDue(thirtyDaysLater)).toBe(0);
    expect(await record()).toEqual(deleted);
  });
});
