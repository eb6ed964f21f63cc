import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonRegister, LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/** Lessons of a day no other test looks at: 7a and 9b together (Anna and Ben), one taught by Herr Schmidt, one by staff. */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const DAY = '2027-06-24';
const bySchmidt = 'classbook-7a9b-schmidt';
const byStaff = 'classbook-7a9b-staff';

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/timetable.service.js')),
    ...(await import('../../lambdas/timetable/lesson-date.entity.js')),
    ...(await import('../../lambdas/attendance/lesson-register.entity.js')),
  };
};

interface ErrorBody {
  error: { fields?: Record<string, string> };
}

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
  const { lessonDateEntity, lessonRegisterEntity } = await services();
  const copies = await Promise.all(
    [bySchmidt, byStaff].map((lessonDateId) => lessonDateEntity.query.byId({ ...SCHOOL, lessonDateId }).go()),
  );
  await lessonDateEntity.delete(copies.flatMap(({ data }) => data)).go();
  await lessonRegisterEntity.delete([bySchmidt, byStaff].map((lessonDateId) => ({ ...SCHOOL, day: DAY, lessonDateId }))).go();
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
    expect((answer.body as LessonRegister).canWrite).toBe(true);
  });

  it('refuses presence options before the control is started, and students not in the lesson', async () => {
    const early = await save('lehrer.schmidt', bySchmidt, {
      controllStarted: false,
      students: { [people['schueler.anna'].uid]: { presence: true } },
    });
    expect(early.status).toBe(400);
    expect((early.body as ErrorBody).error.fields).toEqual({ students: 'control_not_started' });
    const stranger = await save('lehrer.schmidt', bySchmidt, {
      controllStarted: true,
      students: { [people['schueler.lena'].uid]: { presence: true } },
    });
    expect(stranger.status).toBe(400);
    expect((stranger.body as ErrorBody).error.fields).toEqual({ students: 'not_in_lesson' });
  });

  it('refuses a late value off the slider at the edge', async () => {
    const answer = await save('lehrer.schmidt', bySchmidt, {
      controllStarted: true,
      students: { [people['schueler.anna'].uid]: { late: 7 } },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses another school’s tutor (the lesson is not found there)', async () => {
    expect((await read('lehrer.klein', bySchmidt)).status).toBe(404);
    expect((await save('lehrer.klein', bySchmidt, { controllStarted: false, students: {} })).status).toBe(404);
  });
});
