import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceBody, LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** Lessons of a day no other test looks at: 7a and 9b together (Anna and Ben), one taught by Herr Schmidt, one by staff. */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const DAY = '2027-06-24';
const bySchmidt = 'classbook-7a9b-schmidt';
const byStaff = 'classbook-7a9b-staff';

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    ...(await import('../../lambdas/attendance/lesson-register.entity.js')),
    ...(await import('../../lambdas/attendance/group-register.entity.js')),
    ...(await import('../../lambdas/attendance/absence.entity.js')),
    ...(await import('../../lambdas/attendance/student-entries.entity.js')),
    ...(await import('../../lambdas/notifications/received-notification.entity.js')),
  };
};

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates } = await services();
  const lesson = (lessonDateId: string, tutor: { uid: string; short: string }) => ({
    lessonDateId,
    day: DAY,
    starttime: '08:00',
    endtime: '08:45',
    displayName: 'Deutsch',
    tutors: [tutor],
    groups: [
      { groupId: '7a', displayName: '7a' },
      { groupId: '9b', displayName: '9b' },
    ],
  });
  await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
    lesson(bySchmidt, { uid: people['lehrer.schmidt'].uid, short: 'SMI' }),
    lesson(byStaff, { uid: 'lindenhof-staff-fri', short: 'FRI' }),
  ]);
});

afterAll(async () => {
  const { lessonRegisterEntity, groupRegisterEntity, receivedNotificationEntity } = await services();
  await removeLessonDates(SCHOOL, [bySchmidt, byStaff]);
  await lessonRegisterEntity.delete([bySchmidt, byStaff].map((lessonDateId) => ({ ...SCHOOL, day: DAY, lessonDateId }))).go();
  await groupRegisterEntity
    .delete(
      [bySchmidt, byStaff].flatMap((lessonDateId) =>
        ['7a', '9b'].map((classbookGroupId) => ({ ...SCHOOL, classbookGroupId, day: DAY, starttime: '08:00', lessonDateId })),
      ),
    )
    .go();
  // Ben absent without excuse told eltern.weber (the alert job): not left in her inbox.
  for (const child of ['schueler.anna', 'schueler.ben'] as const) {
    const { data } = await receivedNotificationEntity.query
      .byInbox({ schoolId: SCHOOL.schoolId, recipientUid: people['eltern.weber'].uid, subjectUid: people[child].uid })
      .go({ pages: 'all' });
    const alerts = data.filter((item) => item.notificationId.startsWith('unexcused-'));
    if (alerts.length > 0) await receivedNotificationEntity.delete(alerts).go();
  }
});

const read = (username: DemoUsername, id: string) =>
  callRoute('getLessonRegister', { token: people[username].token, params: { collectionName: 'lessonDates', id } });
const save = (username: DemoUsername, id: string, body: LessonRegisterBody) =>
  callRoute('saveLessonRegister', { token: people[username].token, params: { collectionName: 'lessonDates', id }, body });

describe('class register of one lesson', () => {
  it('starts empty and tells the tutor of the lesson that she writes it', async () => {
    const answer = await read('lehrer.schmidt', bySchmidt);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ controllStarted: false, students: {}, canWrite: true });
  });

  it('saves all students at once, normalised by the §4 rules, and reads them back', async () => {
    const anna = people['schueler.anna'].uid;
    const ben = people['schueler.ben'].uid;
    const saved = await save('lehrer.schmidt', bySchmidt, {
      controllStarted: true,
      topic: 'Balladen',
      students: {
        [anna]: { presence: true, late: 10 },
        [ben]: { presence: false, excused: { value: false, type: 'excuse', notice: 'x' } },
      },
    });
    expect(saved.status).toBe(200);
    const expected = {
      controllStarted: true,
      topic: 'Balladen',
      students: {
        [anna]: { presence: true, late: 10, lateReason: 'unknown' },
        [ben]: { presence: false, presenceReason: 'unknown', excused: { value: false, type: 'unknown' } },
      },
    };
    expect(saved.body).toMatchObject(expected);
    expect((await read('lehrer.schmidt', bySchmidt)).body).toMatchObject(expected);
  });

  it('lets the class teacher write a lesson of her class she does not teach', async () => {
    const answer = await save('lehrer.mueller', byStaff, {
      controllStarted: true,
      students: { [people['schueler.anna'].uid]: { presence: true } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.canWrite).toBe(true);
  });

  it('refuses presence options before the control is started, and students not in the lesson', async () => {
    const early = await save('lehrer.schmidt', bySchmidt, {
      controllStarted: false,
      students: { [people['schueler.anna'].uid]: { presence: true } },
    });
    expect(early.status).toBe(400);
    expect(early.error?.fields).toEqual({ students: 'control_not_started' });
    const stranger = await save('lehrer.schmidt', bySchmidt, {
      controllStarted: true,
      students: { [people['schueler.lena'].uid]: { presence: true } },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.error?.fields).toEqual({ students: 'not_in_lesson' });
  });

  it('refuses a late value off the slider at the edge', async () => {
    const answer = await save('lehrer.schmidt', bySchmidt, {
      controllStarted: true,
      students: { [people['schueler.anna'].uid]: { late: 7 } },
    });
    expect(answer.status).toBe(400);
  });

  it('saves the sets Schülerinfos, Mitarbeit, Verhalten and Störungen, before the control too, deleting empty options', async () => {
    const anna = people['schueler.anna'].uid;
    const before = await save('lehrer.mueller', byStaff, {
      controllStarted: false,
      students: { [anna]: { options: { info: ' Brille vergessen ', praise: false, disruptions: 0 } } },
    });
    expect(before.status).toBe(200);
    expect(before.body.students[anna]).toEqual({ options: { info: 'Brille vergessen' } });
    const saved = await save('lehrer.mueller', byStaff, {
      controllStarted: true,
      students: {
        [anna]: { presence: true, options: { goodParticipation: true, homework: false, warning: true, disruptions: 2, phone: false } },
      },
    });
    expect(saved.status).toBe(200);
    const expected = { presence: true, options: { goodParticipation: true, homework: false, warning: true, disruptions: 2 } };
    expect(saved.body.students[anna]).toEqual(expected);
    expect((await read('lehrer.mueller', byStaff)).body.students[anna]).toEqual(expected);
  });

  it('refuses unknown option keys and values that do not fit with stable codes, writing nothing', async () => {
    const anna = people['schueler.anna'].uid;
    const unknown = await save('lehrer.mueller', byStaff, {
      controllStarted: true,
      students: { [anna]: { options: { talent: true } } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.fields).toEqual({ [`body.students.${anna}.options.talent`]: 'unknown_option' });
    const wrong = await save('lehrer.mueller', byStaff, {
      controllStarted: true,
      students: { [anna]: { options: { disruptions: 11, praise: 'ja' } } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.fields).toEqual({
      [`body.students.${anna}.options.disruptions`]: 'invalid_option_value',
      [`body.students.${anna}.options.praise`]: 'invalid_option_value',
    });
    expect((await read('lehrer.mueller', byStaff)).body.students[anna]?.options).toMatchObject({ disruptions: 2 });
  });

  it('refuses another school’s tutor (the lesson is not found there)', async () => {
    expect((await read('lehrer.klein', bySchmidt)).status).toBe(404);
    expect((await save('lehrer.klein', bySchmidt, { controllStarted: false, students: {} })).status).toBe(404);
  });
});

const ABSENCE_ID = 'classbook-test-absence';
const enterAbsence = (username: DemoUsername, id: string, body: AbsenceBody) =>
  callRoute('createAbsence', { token: people[username].token, params: { collectionName: 'lessonDates', id }, body });
const entriesOf = async (studentUid: string) => {
  const { studentEntriesEntity } = await services();
  return (await studentEntriesEntity.get({ ...SCHOOL, studentUid }).go()).data?.entries ?? 0;
};

describe('Abwesenheit eintragen from the Tagebuch', () => {
  const absence = (): AbsenceBody => ({
    absenceId: ABSENCE_ID,
    studentUid: people['schueler.anna'].uid,
    start: DAY,
    end: DAY,
    holeDay: true,
    reason: 0,
  });

  afterAll(async () => {
    const { absenceEntity, studentEntriesEntity } = await services();
    const { data } = await absenceEntity.query.byAbsence({ ...SCHOOL, absenceId: ABSENCE_ID }).go();
    await absenceEntity.delete(data).go();
    if (data.length > 0)
      await studentEntriesEntity
        .update({ ...SCHOOL, studentUid: people['schueler.anna'].uid })
        .subtract({ entries: 1 })
        .go();
  });

  it('writes an all-day absence with the counter once, and marks the student absent in every lesson it covers', async () => {
    const anna = people['schueler.anna'].uid;
    const before = await entriesOf(anna);
    const saved = await enterAbsence('lehrer.schmidt', bySchmidt, absence());
    expect(saved.status).toBe(200);
    expect(saved.body.marks).toContainEqual({ studentUid: anna, kind: 'absence', text: 'Krankheit', reason: 0 });
    expect((await enterAbsence('lehrer.schmidt', bySchmidt, absence())).status).toBe(200);
    expect(await entriesOf(anna)).toBe(before + 1);
    const other = await read('lehrer.mueller', byStaff);
    expect(other.body.marks).toContainEqual({ studentUid: anna, kind: 'absence', text: 'Krankheit', reason: 0 });
    const detail = await callRoute('getEventDetail', {
      token: people['lehrer.mueller'].token,
      params: { collectionName: 'lessonDates', id: byStaff },
    });
    expect(detail.body.marks).toContainEqual({ studentUid: anna, kind: 'absence', text: 'Krankheit', reason: 0 });
    const { absenceEntity } = await services();
    const { data } = await absenceEntity.query.byAbsence({ ...SCHOOL, absenceId: ABSENCE_ID }).go();
    expect(data).toMatchObject([
      { day: DAY, starttime: '07:00', endtime: '18:00', holeDay: true, reason: 0, authorUid: people['lehrer.schmidt'].uid },
    ]);
  });

  it('refuses a student not in the lesson, end before start and a foreign school, writing nothing', async () => {
    const lena = people['schueler.lena'].uid;
    const before = await entriesOf(lena);
    const stranger = await enterAbsence('lehrer.schmidt', bySchmidt, {
      ...absence(),
      absenceId: 'classbook-test-stranger',
      studentUid: lena,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.error?.fields).toEqual({ studentUid: 'not_in_lesson' });
    const backwards = await enterAbsence('lehrer.schmidt', bySchmidt, {
      ...absence(),
      absenceId: 'classbook-test-back',
      end: '2027-06-23',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.error?.fields).toEqual({ 'body.end': 'custom' });
    expect((await enterAbsence('lehrer.klein', bySchmidt, { ...absence(), absenceId: 'classbook-test-klein' })).status).toBe(404);
    expect(await entriesOf(lena)).toBe(before);
    const { absenceEntity } = await services();
    for (const absenceId of ['classbook-test-stranger', 'classbook-test-back', 'classbook-test-klein'])
      expect((await absenceEntity.query.byAbsence({ ...SCHOOL, absenceId }).go()).data).toEqual([]);
  });
});
