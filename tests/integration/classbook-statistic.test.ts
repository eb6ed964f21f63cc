import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatisticQuery } from '../../shared/schemas/classbook-statistic.schema.js';
import type { LessonRegisterBody } from '../../shared/schemas/classbook.schema.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Statistics 'Klassenbuch' over two weeks no other test looks at: a Deutsch lesson of 7a and 9b
 * together (Anna and Ben) and a Mathe lesson of 7a alone a week later, both taught by Herr Müller
 * (class teacher of 7a; Frau Schmidt leads 9b).
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const WEEK1 = '2027-06-29';
const WEEK2 = '2027-07-06';
const together = 'statistic-7a9b-deutsch';
const alone = 'statistic-7a-mathe';
const period = { start: '2027-06-28', end: '2027-07-09' };

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    ...(await import('../../lambdas/attendance/lesson-register.entity.js')),
    ...(await import('../../lambdas/attendance/group-register.entity.js')),
    ...(await import('../../lambdas/schools/school.entity.js')),
  };
};

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates } = await services();
  const mueller = { uid: people['lehrer.mueller'].uid, short: 'MÜL' };
  await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
    {
      lessonDateId: together,
      day: WEEK1,
      starttime: '08:00',
      endtime: '08:45',
      displayName: 'Deutsch',
      tutors: [mueller],
      groups: [
        { groupId: '7a', displayName: '7a' },
        { groupId: '9b', displayName: '9b' },
      ],
    },
    {
      lessonDateId: alone,
      day: WEEK2,
      starttime: '09:00',
      endtime: '09:45',
      displayName: 'Mathe',
      tutors: [mueller],
      groups: [{ groupId: '7a', displayName: '7a' }],
    },
  ]);
});

afterAll(async () => {
  const { lessonRegisterEntity, groupRegisterEntity } = await services();
  await removeLessonDates(SCHOOL, [together, alone]);
  await lessonRegisterEntity
    .delete([
      { ...SCHOOL, day: WEEK1, lessonDateId: together },
      { ...SCHOOL, day: WEEK2, lessonDateId: alone },
    ])
    .go();
  const groupCopies = await Promise.all(
    ['7a', '9b'].map((classbookGroupId) =>
      groupRegisterEntity.query
        .byGroup({ ...SCHOOL, classbookGroupId })
        .between({ day: WEEK1 }, { day: '2027-07-07' })
        .go(),
    ),
  );
  await groupRegisterEntity
    .delete(groupCopies.flatMap(({ data }) => data.filter((copy) => [together, alone].includes(copy.lessonDateId))))
    .go();
});

const save = (id: string, body: LessonRegisterBody) =>
  callRoute('saveLessonRegister', { token: people['lehrer.mueller'].token, params: { collectionName: 'lessonDates', id }, body });
const statistic = (username: DemoUsername, query: Partial<Record<keyof StatisticQuery, string>>) =>
  callRoute('getClassbookStatistic', { token: people[username].token, query: { ...period, ...query } });

describe('statistics Klassenbuch', () => {
  it('saving a register writes it and its copies for the lesson’s groups in one request', async () => {
    const anna = people['schueler.anna'].uid;
    const ben = people['schueler.ben'].uid;
    const first = await save(together, {
      controllStarted: true,
      topic: 'Balladen',
      students: { [anna]: { presence: true, late: 10 }, [ben]: { presence: false } },
    });
    expect(first.status).toBe(200);
    expect(first.ddbWrites).toBe(1);
    const second = await save(alone, {
      controllStarted: true,
      students: { [anna]: { presence: false, presenceReason: 'desease', excused: { value: true, type: 'medical-certificate' } } },
    });
    expect(second.status).toBe(200);
  });

  it('shows the class teacher the days with entries, totals per student and absences per week of her class', async () => {
    const answer = await statistic('lehrer.mueller', { eventGroupId: '7a', studentGroupId: '7a' });
    expect(answer.status).toBe(200);
    const body = answer.body;
    const anna = people['schueler.anna'].uid;
    const ben = people['schueler.ben'].uid;
    expect(body.days).toMatchObject([
      {
        day: WEEK1,
        events: [
          {
            lessonDateId: together,
            collection: 'lessonDates',
            subject: 'Deutsch',
            groups: ['7a', '9b'],
            topic: 'Balladen',
            students: [
              { uid: anna, displayName: 'Anna Weber', presence: true, late: 10, lateReason: 'unknown' },
              { uid: ben, displayName: 'Ben Weber', presence: false, presenceReason: 'unknown' },
            ],
          },
        ],
      },
      {
        day: WEEK2,
        events: [{ lessonDateId: alone, subject: 'Mathe', students: [{ uid: anna, presence: false, presenceReason: 'desease' }] }],
      },
    ]);
    expect(body.subjects).toEqual(['Deutsch', 'Mathe']);
    // The class's students are its members: Anna (Ben came to the shared lesson from 9b).
    expect(body.totals).toEqual([{ uid: anna, displayName: 'Anna Weber', absentLessons: 1, unexcusedLessons: 0, lateMinutes: 10 }]);
    expect(body.weeks).toEqual([
      { weekStart: '2027-06-28', absentLessons: 0, unexcusedLessons: 0 },
      { weekStart: '2027-07-05', absentLessons: 1, unexcusedLessons: 0 },
    ]);
    // The school, the class, its registers, its members, the students' names (and the caller's record).
    expect(answer.ddbRequests).toBeLessThanOrEqual(6);
  });

  it('applies the filter on the server: only unexcused absences', async () => {
    const answer = await statistic('lehrer.mueller', {
      eventGroupId: '7a',
      eventOptions: 'false',
      studentGroupId: '7a',
      presenceType: 'onlyFalse',
      onlyNotExcused: 'true',
    });
    const body = answer.body;
    expect(
      body.days.map(({ day, events }) => [day, events.flatMap((event) => event.students.map((student) => student.displayName))]),
    ).toEqual([[WEEK1, ['Ben Weber']]]);
  });

  it('shows Frau Schmidt her class 9b (Ben absent unexcused), not 7a; another school’s class is not found', async () => {
    const own = await statistic('lehrer.schmidt', { studentGroupId: '9b' });
    expect(own.status).toBe(200);
    expect(own.body.totals).toEqual([
      { uid: people['schueler.ben'].uid, displayName: 'Ben Weber', absentLessons: 1, unexcusedLessons: 1, lateMinutes: 0 },
    ]);
    expect((await statistic('lehrer.schmidt', { studentGroupId: '7a' })).status).toBe(403);
    expect((await statistic('lehrer.schmidt', { eventGroupId: '9b', studentGroupId: '7a' })).status).toBe(403);
    expect((await statistic('lehrer.klein', { studentGroupId: '7a' })).status).toBe(404);
    expect((await statistic('schueler.anna', { studentGroupId: '7a' })).status).toBe(403);
  });

  it("opens every class under the school's myGroups 'all'", async () => {
    const { schoolEntity } = await services();
    await schoolEntity.patch({ schoolId: SCHOOL.schoolId }).set({ myGroups: 'all' }).go();
    try {
      expect((await statistic('lehrer.schmidt', { studentGroupId: '7a' })).status).toBe(200);
    } finally {
      await schoolEntity.patch({ schoolId: SCHOOL.schoolId }).set({ myGroups: 'own' }).go();
    }
  });

  it('refuses a bad filter with field codes', async () => {
    const backwards = await statistic('lehrer.mueller', { studentGroupId: '7a', start: '2027-07-09', end: '2027-06-28' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { code: 'validation-failed', fields: { 'query.end': 'before_start' } } });
    const year = await statistic('lehrer.mueller', { studentGroupId: '7a', start: '2026-08-01', end: '2027-08-31' });
    expect(year.body).toMatchObject({ error: { fields: { 'query.end': 'too_long' } } });
    const noClass = await statistic('lehrer.mueller', {});
    expect(noClass.body).toMatchObject({ error: { fields: { 'query.studentGroupId': 'required' } } });
  });

  it('filters the student entries by the options of a set (figures by hand)', async () => {
    const anna = people['schueler.anna'].uid;
    const resaved = await save(alone, {
      controllStarted: true,
      students: {
        [anna]: {
          presence: false,
          presenceReason: 'desease',
          excused: { value: true, type: 'medical-certificate' },
          options: { goodParticipation: true, warning: true, disruptions: 2 },
        },
      },
    });
    expect(resaved.status).toBe(200);
    const none = { eventOptions: 'false', studentSet: '', studentInfoSet: '', participationSet: '', behaviourSet: '', disruptionSet: '' };
    const shown = async (query: Partial<Record<keyof StatisticQuery, string>>) => {
      const answer = await statistic('lehrer.mueller', { studentGroupId: '7a', ...none, ...query });
      expect(answer.status).toBe(200);
      return answer.body.days.map(({ day, events }) => [
        day,
        events.flatMap((event) => event.students.map(({ displayName, presence, options }) => ({ displayName, presence, options }))),
      ]);
    };
    // Only Mitarbeit 'Gute Mitarbeit': Anna's Mathe lesson, nothing of Anwesenheit.
    expect(await shown({ participationSet: 'goodParticipation' })).toEqual([
      [WEEK2, [{ displayName: 'Anna Weber', presence: undefined, options: { goodParticipation: true } }]],
    ]);
    // Only Verhalten 'Lob' (nobody has it): nothing.
    expect(await shown({ behaviourSet: 'praise' })).toEqual([]);
    // Absences and every option of Störungen: Ben's absence in week 1, Anna's absence with 2 disruptions in week 2.
    expect(await shown({ studentSet: 'presence', presenceType: 'onlyFalse', disruptionSet: 'disruptions,phone,leftRoom' })).toEqual([
      [WEEK1, [{ displayName: 'Ben Weber', presence: false, options: undefined }]],
      [WEEK2, [{ displayName: 'Anna Weber', presence: false, options: { disruptions: 2 } }]],
    ]);
    const bad = await statistic('lehrer.mueller', { studentGroupId: '7a', behaviourSet: 'praise,goodParticipation' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error?.fields ?? {})).toEqual(['query.behaviourSet']);
  });
});
