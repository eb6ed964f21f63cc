import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinToday, isoWeekday } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { runUntisImport, seedUntisTestSchool, untisSampleFiles, type UntisTestPeople } from '../fixtures/untis-test-school.js';

/**
 * Lesson-change alerts the whole way, as in production: an Untis import through the API (the
 * import job runs on the local stack's bus) cancels a lesson of class 5b in the coming days, and the
 * alert job, reached through the bus as well, puts the alert into the inboxes of the student, her
 * guardian and the tutor, read here through the inbox route. A school of its own whose school year
 * covers the coming weeks (the sample GPU002 moved into it). What the test wrote is removed again.
 */
const SCHOOL = 'alerts-bus';
const TODAY = berlinToday();
const YEAR = { schoolYearId: '2026-27', name: 'Alarmtest', start: addDays(TODAY, -7), end: addDays(TODAY, 21) };
/** The next Tuesday within the alert window: 5b has German (MUS, R012) in the 3rd period. */
const TUESDAY = defined(
  [1, 2, 3, 4, 5, 6, 7].map((days) => addDays(TODAY, days)).find((day) => isoWeekday(day) === 2),
  'a Tuesday in the window',
);
const ymd = (day: string) => day.replaceAll('-', '');
/** A cancellation of that lesson, shaped like the sample's first GPU014 row. */
const CANCEL = `9901;"${ymd(TUESDAY)}";3;77;4711;"MUS";;"D";;;;"R012";;;"5b";"KR";"Aufgaben im Moodle";2097153;"5b";"C";202603100745;"-"\r\n`;

let people: UntisTestPeople;

const files = () =>
  untisSampleFiles()
    .filter((file) => file.name !== 'GPU014.TXT')
    .map((file) =>
      file.name === 'GPU002.TXT'
        ? {
            ...file,
            bytes: new TextEncoder().encode(
              new TextDecoder().decode(file.bytes).replace(/;20250811;\d{8};/g, `;${ymd(YEAR.start)};${ymd(YEAR.end)};`),
            ),
          }
        : file,
    )
    .concat({ name: 'GPU014.TXT', bytes: new TextEncoder().encode(CANCEL) });

const services = async () => ({
  ...(await import('../../lambdas/schools/school.entity.js')),
  ...(await import('../../lambdas/schools/school-year.entity.js')),
  ...(await import('../../lambdas/timetable/group.entity.js')),
  ...(await import('../../lambdas/timetable/group-member.entity.js')),
  ...(await import('../../lambdas/timetable/imported-lesson-dates.service.js')),
  ...(await import('../../lambdas/notifications/received-notification.entity.js')),
  ...(await import('../../lambdas/notifications/lesson-change-announcement.entity.js')),
});

const inboxes = () => [
  { token: people.student.token, recipientUid: people.student.uid, subjectUid: people.student.uid },
  { token: people.guardian.token, recipientUid: people.guardian.uid, subjectUid: people.student.uid, actingStudent: people.student.uid },
  { token: people.admin.token, recipientUid: people.admin.uid, subjectUid: people.admin.uid },
];

const alertsOf = async ({ token, actingStudent }: { token: string; actingStudent?: string }) => {
  const answer = await callRoute('listReceivedNotifications', { token, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body.notifications.filter((item) => item.title.startsWith('Stundenplanänderung'));
};

/** The lessons the import wrote, the alerts and their announcements: a later run starts afresh. */
const cleanUp = async () => {
  const { syncImportedLessonDates, receivedNotificationEntity, lessonChangeAnnouncementEntity } = await services();
  await syncImportedLessonDates(SCHOOL, YEAR.schoolYearId, { source: 'untis', range: YEAR, lessons: [] });
  for (const { recipientUid, subjectUid } of inboxes()) {
    const { data } = await receivedNotificationEntity.query.byInbox({ schoolId: SCHOOL, recipientUid, subjectUid }).go({ pages: 'all' });
    if (data.length === 0) continue;
    await receivedNotificationEntity.delete(data).go();
    const announcements = [...new Set(data.map((item) => item.notificationId))];
    await lessonChangeAnnouncementEntity.delete(announcements.map((announcementId) => ({ schoolId: SCHOOL, announcementId }))).go();
  }
};

beforeAll(async () => {
  people = await seedUntisTestSchool(SCHOOL);
  const { schoolEntity, schoolYearEntity, groupEntity, groupMemberEntity } = await services();
  const { schoolYearId } = YEAR;
  await schoolYearEntity.put({ schoolId: SCHOOL, ...YEAR }).go();
  await groupEntity.put({ schoolId: SCHOOL, schoolYearId, groupId: 'klasse-5b', displayName: '5b', classTutorUid: people.admin.uid }).go();
  await groupMemberEntity.put({ schoolId: SCHOOL, schoolYearId, groupId: 'klasse-5b', studentUid: people.student.uid }).go();
  await schoolEntity.patch({ schoolId: SCHOOL }).set({ activeSchoolYearId: schoolYearId }).go();
  await cleanUp();
}, 60_000);

afterAll(cleanUp);

describe('lesson-change alerts through the bus', () => {
  it('an Untis import cancels a lesson in the coming days: student, guardian and tutor find the alert in their inbox', async () => {
    const { job } = await runUntisImport(people.admin.token, files());
    expect(job.status).toBe('done');
    expect(job.changes).toBe(1);
    const title = `Stundenplanänderung am Di, ${TUESDAY.slice(8)}.${TUESDAY.slice(5, 7)}.`;
    for (const inbox of inboxes()) {
      await expect
        .poll(() => alertsOf(inbox), { timeout: 15_000, interval: 250 })
        .toEqual([expect.objectContaining({ title, body: 'Deutsch 3. Stunde fällt aus', unread: true })]);
    }
  }, 60_000);
});
