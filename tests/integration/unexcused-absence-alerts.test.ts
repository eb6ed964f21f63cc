import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventName } from '../../events/event-catalog.js';
import { isUnexcusedAbsence, startControl } from '../../shared/classbook-rules.js';
import { berlinMinute } from '../../shared/push-window.js';
import type { LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';
import { addDays, berlinToday, nextSchoolDay, previousSchoolDay } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { removeAbsencesWithNotice } from '../fixtures/classbook-cleanup.js';
import { signInDemoPeople, type DemoPeople } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** The push requests of the alert job run here in-process (the stack's own job runs stay on its bus). */
const published = vi.hoisted(() => [] as { name: string; detail: unknown }[]);
vi.mock('../../events/publish.js', () => ({
  publishEvent: (name: EventName, detail: unknown) => {
    published.push({ name, detail });
    return Promise.resolve();
  },
}));

/**
 * Alerts for an unexcused absence, with eltern.weber's inbox (guardian of Anna, 7a, and Ben, 9b)
 * as the witness: Herr Schmidt keeps the register of 7a/9b lessons written here, each scenario on
 * a day of its own (the alert is one per student and day). The stack's bus runs the alert job after
 * each save; it reads the day's registers as they are then. Everything written is removed again.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const TODAY = berlinToday();
const past = (back: number) => Array.from({ length: back }).reduce<string>((day) => previousSchoolDay(day), TODAY);
/** School days before this week: the seed's absences (this week and the next) do not reach them. */
const DAYS = { once: past(6), excuse: past(7), reset: past(8), excusedLater: past(9), corrected: past(10), absenceLater: past(11) };
const FUTURE = addDays(nextSchoolDay(TODAY), 2);
const NOTICE = 'alert-it';
const ALERT = 'Unentschuldigte Abwesenheit';
const CORRECTION = 'Korrektur: Abwesenheit';

interface Lesson {
  lessonDateId: string;
  day: string;
  starttime: string;
  endtime: string;
}
const lesson = (lessonDateId: string, day: string, starttime = '08:00', endtime = '08:45'): Lesson => ({
  lessonDateId,
  day,
  starttime,
  endtime,
});
/** A lesson at the next whole minute of the Berlin clock, at least 10 s ahead: it begins while the test waits. */
const lessonSoon = () => {
  const { day, minute } = berlinMinute(new Date(Date.now() + 70_000));
  const time = (at: number) => `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  return lesson('alert-it-soon', day, time(minute), time(Math.min(minute + 45, 23 * 60 + 59)));
};
let soon: Lesson | undefined;
const LESSONS = {
  first: lesson('alert-it-once-1', DAYS.once),
  second: lesson('alert-it-once-2', DAYS.once, '08:50', '09:35'),
  excuse: lesson('alert-it-excuse', DAYS.excuse),
  reset: lesson('alert-it-reset', DAYS.reset, '11:50', '12:35'),
  excusedLater: lesson('alert-it-excused-later', DAYS.excusedLater),
  corrected: lesson('alert-it-corrected', DAYS.corrected),
  absenceLater: lesson('alert-it-absence-later', DAYS.absenceLater, '09:55', '10:40'),
  future: lesson('alert-it-future', FUTURE, '11:50', '12:35'),
};

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    ...(await import('../../lambdas/attendance/attendance.service.js')),
    ...(await import('../../lambdas/attendance/lesson-register.entity.js')),
    ...(await import('../../lambdas/attendance/group-register.entity.js')),
    ...(await import('../../lambdas/notifications/received-notification.entity.js')),
    ...(await import('../../lambdas/notifications/unexcused-absence-alert.job.js')),
  };
};

let people: DemoPeople;
const uid = (child: 'schueler.anna' | 'schueler.ben') => people[child].uid;

/** Herr Schmidt's 7a/9b lessons 'Physik 9b'. */
const saveLessons = async (lessons: Lesson[]) => {
  const { saveLessonDates } = await services();
  await saveLessonDates(
    SCHOOL.schoolId,
    SCHOOL.schoolYearId,
    lessons.map((item) => ({
      ...item,
      displayName: 'Physik 9b',
      tutors: [{ uid: people['lehrer.schmidt'].uid, short: 'SMI' }],
      groups: [
        { groupId: '7a', displayName: '7a' },
        { groupId: '9b', displayName: '9b' },
      ],
    })),
  );
};

beforeAll(async () => {
  people = await signInDemoPeople();
  await saveLessons(Object.values(LESSONS));
});

afterAll(async () => {
  const { lessonRegisterEntity, groupRegisterEntity, receivedNotificationEntity } = await services();
  const lessons = [...Object.values(LESSONS), ...(soon ? [soon] : [])];
  await removeLessonDates(
    SCHOOL,
    lessons.map((item) => item.lessonDateId),
  );
  await lessonRegisterEntity.delete(lessons.map(({ lessonDateId, day }) => ({ ...SCHOOL, day, lessonDateId }))).go();
  await groupRegisterEntity
    .delete(
      lessons.flatMap(({ lessonDateId, day, starttime }) =>
        ['7a', '9b'].map((classbookGroupId) => ({ ...SCHOOL, classbookGroupId, day, starttime, lessonDateId })),
      ),
    )
    .go();
  for (const day of new Set(lessons.map((item) => item.day))) await removeAbsencesWithNotice(day, NOTICE);
  for (const child of ['schueler.anna', 'schueler.ben'] as const) {
    const { data } = await receivedNotificationEntity.query
      .byInbox({ schoolId: SCHOOL.schoolId, recipientUid: people['eltern.weber'].uid, subjectUid: uid(child) })
      .go({ pages: 'all' });
    const ours = data.filter((item) => item.notificationId.startsWith('unexcused-'));
    if (ours.length > 0) await receivedNotificationEntity.delete(ours).go();
  }
});

const params = (item: Lesson) => ({ collectionName: 'lessonDates' as const, id: item.lessonDateId });

const save = async (item: Lesson, body: LessonRegisterBody) => {
  const answer = await callRoute('saveLessonRegister', { token: people['lehrer.schmidt'].token, params: params(item), body });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** 'Anwesenheitskontrolle starten' as the page does it: the register with its marks, startControl, one save. */
const startCheck = async (item: Lesson) => {
  const register = await callRoute('getLessonRegister', { token: people['lehrer.schmidt'].token, params: params(item) });
  expect(register.status).toBe(200);
  const { controllStarted, students, marks } = register.body;
  return save(item, startControl({ controllStarted, students }, [uid('schueler.anna'), uid('schueler.ben')], marks));
};

const absent = { presence: false } as const;

/**
 * Starts the check, then enters the child absent without excuse, as a teacher who knows better does:
 * the save that starts the check would take the seed's absence as his excuse (Ben is ill this week
 * and on leave the next, 07:00–18:00), a later entry stands.
 */
const enterUnexcused = async (item: Lesson, child: 'schueler.anna' | 'schueler.ben') => {
  await save(item, { controllStarted: true, students: {} });
  const saved = await save(item, { controllStarted: true, students: { [uid(child)]: absent } });
  expect(isUnexcusedAbsence(saved.students[uid(child)])).toBe(true);
};

/** The child's alerts and corrections of a day in eltern.weber's inbox, oldest first. */
const inboxOf = async (child: 'schueler.anna' | 'schueler.ben', day: string) => {
  const answer = await callRoute('listReceivedNotifications', { token: people['eltern.weber'].token, actingStudent: uid(child) });
  expect(answer.status).toBe(200);
  const date = day.split('-').reverse().join('.');
  return answer.body.notifications
    .filter((item) => [ALERT, CORRECTION].includes(item.title) && item.body.includes(date))
    .map(({ title, body }) => ({ title, body }))
    .reverse();
};

/** The job runs on the stack's bus after the save answered: waits until the inbox holds `count` items of the day. */
const waitForInbox = async (child: 'schueler.anna' | 'schueler.ben', day: string, count: number, attempts = 40) => {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const items = await inboxOf(child, day);
    if (items.length >= count) return items;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return inboxOf(child, day);
};

/** Long enough for the stack's bus to have run the job of a save that should leave the inbox as it is. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

const alertText = (name: string, day: string, lessonText: string) =>
  `${name} wurde am ${day.split('-').reverse().join('.')} in ${lessonText} als unentschuldigt abwesend eingetragen.`;
const correctionText = (name: string, day: string, lessonText: string) =>
  `${name} ist am ${day.split('-').reverse().join('.')} in ${lessonText} nicht mehr als unentschuldigt abwesend eingetragen.`;

describe('alerts for an unexcused absence', () => {
  it('tells the guardian once per day about a child absent without excuse, however often and in how many lessons, nothing about an excused one', async () => {
    const body: LessonRegisterBody = {
      controllStarted: true,
      students: { [uid('schueler.anna')]: absent, [uid('schueler.ben')]: { presence: false, excused: { value: true, type: 'excuse' } } },
    };
    await save(LESSONS.first, body);
    expect(await waitForInbox('schueler.anna', DAYS.once, 1)).toEqual([
      { title: ALERT, body: alertText('Anna Weber', DAYS.once, 'Physik 9b (08:00–08:45 Uhr)') },
    ]);
    await save(LESSONS.first, body);
    await save(LESSONS.second, body);
    await settle();
    expect(await inboxOf('schueler.anna', DAYS.once)).toHaveLength(1);
    expect(await inboxOf('schueler.ben', DAYS.once)).toEqual([]);
  });

  it('starting the check takes a recorded absence (beurlaubt) and a confirmed sick note as the excuse: no alert', async () => {
    const { createWholeAbsence, confirmAbsenceCopies, getAbsenceCopies } = await services();
    const recorded = await callRoute('createAbsence', {
      token: people['lehrer.schmidt'].token,
      params: params(LESSONS.excuse),
      body: {
        absenceId: 'alert-it-leave',
        studentUid: uid('schueler.ben'),
        start: DAYS.excuse,
        end: DAYS.excuse,
        holeDay: true,
        reason: 3,
        notice: NOTICE,
      },
    });
    expect(recorded.status).toBe(200);
    // The state a guardian's 'Krankmeldung' of that day leaves once the class teacher confirmed it.
    await createWholeAbsence(
      SCHOOL,
      {
        absenceId: 'alert-it-sick',
        studentUid: uid('schueler.anna'),
        start: DAYS.excuse,
        end: DAYS.excuse,
        holeDay: true,
        reason: 0,
        notice: NOTICE,
        authorUid: people['eltern.weber'].uid,
        reportedByGuardian: true,
      },
      ['7a'],
    );
    await confirmAbsenceCopies(SCHOOL, await getAbsenceCopies(SCHOOL, 'alert-it-sick'), people['lehrer.mueller'].uid);

    const started = await startCheck(LESSONS.excuse);
    expect(started.students[uid('schueler.ben')]).toEqual({
      presence: false,
      presenceReason: 'onLeave',
      excused: { value: true, type: 'unknown' },
    });
    expect(started.students[uid('schueler.anna')]).toEqual({
      presence: false,
      presenceReason: 'desease',
      excused: { value: true, type: 'excuse' },
    });
    // A page without the rule sends them absent without excuse: the save that starts the check excuses them all the same.
    await save(LESSONS.excuse, { controllStarted: false, students: {} });
    const stale = await save(LESSONS.excuse, {
      controllStarted: true,
      students: { [uid('schueler.anna')]: absent, [uid('schueler.ben')]: absent },
    });
    expect(stale.students[uid('schueler.ben')]).toMatchObject({ presenceReason: 'onLeave', excused: { value: true } });
    expect(stale.students[uid('schueler.anna')]).toMatchObject({ presenceReason: 'desease', excused: { value: true } });
    await settle();
    expect(await inboxOf('schueler.ben', DAYS.excuse)).toEqual([]);
    expect(await inboxOf('schueler.anna', DAYS.excuse)).toEqual([]);
  });

  it('a lesson that has not begun produces no alert; once it begins, the job checks the register and tells the guardian', async () => {
    const next = lessonSoon();
    soon = next;
    await saveLessons([next]);
    await enterUnexcused(LESSONS.future, 'schueler.ben');
    await enterUnexcused(next, 'schueler.ben');
    await settle();
    expect(await inboxOf('schueler.ben', FUTURE)).toEqual([]);
    expect(await inboxOf('schueler.ben', next.day)).toEqual([]);
    const begun = await waitForInbox('schueler.ben', next.day, 1, 480);
    expect(begun).toEqual([{ title: ALERT, body: alertText('Ben Weber', next.day, `Physik 9b (${next.starttime}–${next.endtime} Uhr)`) }]);
    expect(await inboxOf('schueler.ben', FUTURE)).toEqual([]);
  }, 150_000);

  it('resetting the check sends the guardian a correction', async () => {
    await save(LESSONS.reset, { controllStarted: true, students: { [uid('schueler.ben')]: absent } });
    await waitForInbox('schueler.ben', DAYS.reset, 1);
    await save(LESSONS.reset, { controllStarted: false, students: {} });
    expect(await waitForInbox('schueler.ben', DAYS.reset, 2)).toEqual([
      { title: ALERT, body: alertText('Ben Weber', DAYS.reset, 'Physik 9b (11:50–12:35 Uhr)') },
      { title: CORRECTION, body: correctionText('Ben Weber', DAYS.reset, 'Physik 9b (11:50–12:35 Uhr)') },
    ]);
  });

  it('an excuse added later sends a correction; absent without excuse again, a new alert', async () => {
    const ben = uid('schueler.ben');
    await save(LESSONS.excusedLater, { controllStarted: true, students: { [ben]: absent } });
    await waitForInbox('schueler.ben', DAYS.excusedLater, 1);
    await save(LESSONS.excusedLater, {
      controllStarted: true,
      students: { [ben]: { presence: false, presenceReason: 'desease', excused: { value: true, type: 'medical-certificate' } } },
    });
    const corrected = await waitForInbox('schueler.ben', DAYS.excusedLater, 2);
    expect(corrected.map((item) => item.title)).toEqual([ALERT, CORRECTION]);
    await save(LESSONS.excusedLater, { controllStarted: true, students: { [ben]: absent } });
    expect((await waitForInbox('schueler.ben', DAYS.excusedLater, 3)).map((item) => item.title)).toEqual([ALERT, CORRECTION, ALERT]);
  });

  it('an absence entered after the check excuses the student there and sends a correction', async () => {
    const anna = uid('schueler.anna');
    await save(LESSONS.absenceLater, { controllStarted: true, students: { [anna]: absent } });
    await waitForInbox('schueler.anna', DAYS.absenceLater, 1);
    const entered = await callRoute('createAbsence', {
      token: people['lehrer.schmidt'].token,
      params: params(LESSONS.absenceLater),
      body: {
        absenceId: 'alert-it-later',
        studentUid: anna,
        start: DAYS.absenceLater,
        end: DAYS.absenceLater,
        holeDay: false,
        starttime: '09:00',
        endtime: '12:00',
        reason: 3,
        notice: NOTICE,
      },
    });
    expect(entered.status).toBe(200);
    expect(entered.body.students[anna]).toEqual({ presence: false, presenceReason: 'onLeave', excused: { value: true, type: 'unknown' } });
    expect(await waitForInbox('schueler.anna', DAYS.absenceLater, 2)).toEqual([
      { title: ALERT, body: alertText('Anna Weber', DAYS.absenceLater, 'Physik 9b (09:55–10:40 Uhr)') },
      { title: CORRECTION, body: correctionText('Anna Weber', DAYS.absenceLater, 'Physik 9b (09:55–10:40 Uhr)') },
    ]);
  });

  it('presence corrected sends a correction, and a late or repeated run of the job reads the final state and sends nothing twice', async () => {
    const anna = uid('schueler.anna');
    await save(LESSONS.corrected, { controllStarted: true, students: { [anna]: absent } });
    await waitForInbox('schueler.anna', DAYS.corrected, 1);
    await save(LESSONS.corrected, { controllStarted: true, students: { [anna]: { presence: true } } });
    const corrected = await waitForInbox('schueler.anna', DAYS.corrected, 2);
    expect(corrected).toEqual([
      { title: ALERT, body: alertText('Anna Weber', DAYS.corrected, 'Physik 9b (08:00–08:45 Uhr)') },
      { title: CORRECTION, body: correctionText('Anna Weber', DAYS.corrected, 'Physik 9b (08:00–08:45 Uhr)') },
    ]);
    // The first save's event delivered again (EventBridge delivers at least once), after the correction.
    const { runUnexcusedAbsenceAlerts } = await services();
    published.length = 0;
    const detail = { ...SCHOOL, day: DAYS.corrected, studentUids: [anna] };
    await runUnexcusedAbsenceAlerts(detail);
    await runUnexcusedAbsenceAlerts(detail);
    expect(await inboxOf('schueler.anna', DAYS.corrected)).toEqual(corrected);
    // Only the correction's push is asked for again, which the push job sends once per guardian.
    expect(new Set(published.map(({ detail: pushed }) => (pushed as { title: string }).title))).toEqual(new Set([CORRECTION]));
  });
});
