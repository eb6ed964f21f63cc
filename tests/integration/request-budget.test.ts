import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingDemoPeople } from '../../scripts/seed/demo-pending-people.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * DynamoDB requests per call of the core read paths (counts are deterministic; timings belong to
 * the bench): the bootstrap after sign-in, the weekplan and the today overview. A week of lessons
 * full of changes must cost what an empty week costs.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
/** A week no other test file writes to: Monday 2027-05-03. */
const FULL_WEEK = '2027-05-03';
const EMPTY_WEEK = '2027-05-10';
const LESSONS_PER_DAY = 8;

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
    ...(await import('../../lambdas/guardians/guardian-link.entity.js')),
  };
};

let people: DemoPeople;
/** A third child of eltern.weber for these tests: a pending student of Lindenhof. */
const thirdChild = defined(
  pendingDemoPeople.findLast((person) => person.schoolId === 'lindenhof' && person.role === 'student'),
  'a pending Lindenhof student',
);

/** 7a's full week: eight lessons a day by lehrer.mueller, each with a room change and a tutors-only note. */
const fullWeekLessons = (mueller: string) =>
  [0, 1, 2, 3, 4].flatMap((offset) =>
    Array.from({ length: LESSONS_PER_DAY }, (_, block) => ({
      lessonDateId: `budget-${offset}-${block}`,
      day: addDays(FULL_WEEK, offset),
      starttime: `${String(8 + block).padStart(2, '0')}:00`,
      endtime: `${String(8 + block).padStart(2, '0')}:45`,
      displayName: 'Mathematik 7a',
      tutors: [{ uid: mueller, short: 'MÜL' }],
      groups: [{ groupId: '7a', displayName: '7a' }],
      changes: [
        {
          changeId: `room-${offset}-${block}`,
          type: 'roomChange' as const,
          visibleForStudent: true,
          visibleForGuardian: true,
          text: 'Raum B 2',
        },
        {
          changeId: `note-${offset}-${block}`,
          type: 'additionalAttribute' as const,
          visibleForStudent: false,
          visibleForGuardian: false,
          text: 'Nur Lehrkräfte',
        },
      ],
    })),
  );

beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates, guardianLinkEntity } = await services();
  await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, fullWeekLessons(people['lehrer.mueller'].uid));
  await guardianLinkEntity
    .put({
      guardianUid: people['eltern.weber'].uid,
      studentUid: thirdChild.uid,
      studentSchoolId: SCHOOL.schoolId,
      legal: false,
      linkedAt: new Date().toISOString(),
    })
    .go();
});

afterAll(async () => {
  const { guardianLinkEntity } = await services();
  await removeLessonDates(
    SCHOOL,
    fullWeekLessons(people['lehrer.mueller'].uid).map((lesson) => lesson.lessonDateId),
  );
  await guardianLinkEntity.delete({ guardianUid: people['eltern.weber'].uid, studentUid: thirdChild.uid }).go();
});

const requestsOf = async (answer: Promise<{ status: number; ddbRequests: number }>) => {
  const { status, ddbRequests } = await answer;
  expect(status).toBe(200);
  return ddbRequests;
};

describe('bootstrap after sign-in', () => {
  it('costs a tutor and a student two requests: the user record with the school, then the school year', async () => {
    for (const username of ['lehrer.mueller', 'schueler.anna'] as const) {
      expect(await requestsOf(callRoute('getBootstrap', { token: people[username].token }))).toBe(2);
    }
  });

  it('costs a guardian of three children three requests, with and without the acting child', async () => {
    const token = people['eltern.weber'].token;
    const first = await callRoute('getBootstrap', { token });
    expect(first.body.students.map((student) => student.uid)).toContain(thirdChild.uid);
    expect(first.body.students).toHaveLength(3);
    expect(first.ddbRequests).toBeLessThanOrEqual(3);
    for (const actingStudent of [people['schueler.ben'].uid, thirdChild.uid]) {
      const acting = await callRoute('getBootstrap', { token, actingStudent });
      expect(acting.body.activeStudentUid).toBe(actingStudent);
      expect(acting.ddbRequests).toBeLessThanOrEqual(3);
    }
  });
});

describe('weekplan', () => {
  const weekplanRequests = async (username: DemoUsername, from: string, actingStudent?: string) => {
    const answer = await callRoute('getWeekplan', { token: people[username].token, query: { from }, actingStudent });
    expect(answer.status).toBe(200);
    return { events: answer.body.events.length, ddbRequests: answer.ddbRequests };
  };
  /** A tutor, a student, and a guardian looking at that student. */
  const cases = (): [DemoUsername, string | undefined][] => [
    ['lehrer.mueller', undefined],
    ['schueler.anna', undefined],
    ['eltern.weber', people['schueler.anna'].uid],
  ];

  it('costs the same for a week full of changes as for an empty week, for every role, read first or again', async () => {
    const { bumpPlanVersion } = await import('../../lambdas/timetable/plan-version.service.js');
    await bumpPlanVersion(SCHOOL.schoolId);
    for (const [username, actingStudent] of cases()) {
      const [full, empty, fullAgain, emptyAgain] = [
        await weekplanRequests(username, FULL_WEEK, actingStudent),
        await weekplanRequests(username, EMPTY_WEEK, actingStudent),
        await weekplanRequests(username, FULL_WEEK, actingStudent),
        await weekplanRequests(username, EMPTY_WEEK, actingStudent),
      ];
      // The other week holds only the demo's repeating meetings.
      expect(full.events).toBeGreaterThanOrEqual(empty.events + 5 * LESSONS_PER_DAY);
      expect(fullAgain.events).toBe(full.events);
      expect(full.ddbRequests).toBe(empty.ddbRequests);
      expect(fullAgain.ddbRequests).toBe(emptyAgain.ddbRequests);
      console.info(
        `weekplan, ${username}: ${full.events} events, ${full.ddbRequests} DynamoDB requests on the first read after a plan change, ${fullAgain.ddbRequests} after`,
      );
    }
  });

  it('stays within its bound while the plan is unchanged: the caller with the school, then the plan version with the cached week', async () => {
    for (const [username, actingStudent] of cases()) {
      await weekplanRequests(username, FULL_WEEK, actingStudent);
      expect((await weekplanRequests(username, FULL_WEEK, actingStudent)).ddbRequests).toBe(2);
    }
  });

  it('reads the week anew after a plan change, with one request per audience, and caches it', async () => {
    const { bumpPlanVersion } = await import('../../lambdas/timetable/plan-version.service.js');
    await bumpPlanVersion(SCHOOL.schoolId);
    // Anna: the caller with the school, the plan version with the cached week, her groups, the calendars,
    // the time blocks, one query each for 7a, AG Robotik, the swimming course, her own audience and the
    // calendars' audience, the meetings' revisions, and the put of the rendered week.
    expect((await weekplanRequests('schueler.anna', FULL_WEEK)).ddbRequests).toBe(12);
    expect((await weekplanRequests('eltern.weber', FULL_WEEK, people['schueler.anna'].uid)).ddbRequests).toBe(12);
    // A tutor: as Anna, without groups and with one audience of her own.
    expect((await weekplanRequests('lehrer.mueller', FULL_WEEK)).ddbRequests).toBeLessThanOrEqual(8);
  });

  it('shows a change made after the week was cached', async () => {
    const { saveLessonDates } = await services();
    const [first] = fullWeekLessons(people['lehrer.mueller'].uid);
    const lesson = defined(first, "the full week's first lesson");
    await weekplanRequests('schueler.anna', FULL_WEEK);
    await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [{ ...lesson, notice: 'Bitte Atlas mitbringen' }]);
    const answer = await callRoute('getWeekplan', { token: people['schueler.anna'].token, query: { from: FULL_WEEK } });
    expect(answer.body.events.find((event) => event.id === lesson.lessonDateId)?.notice).toBe('Bitte Atlas mitbringen');
  });
});

describe('today overview', () => {
  it('costs the same for a day full of changed lessons as for an empty day', async () => {
    const overview = (day: string) => callRoute('getTodayOverview', { token: people['lehrer.mueller'].token, query: { day } });
    const fullDay = addDays(FULL_WEEK, 1);
    const emptyDay = addDays(EMPTY_WEEK, 1);
    await overview(fullDay);
    await overview(emptyDay);
    const full = await overview(fullDay);
    const empty = await overview(emptyDay);
    expect(full.body.lessons.length).toBeGreaterThanOrEqual(LESSONS_PER_DAY);
    expect(full.ddbRequests).toBe(empty.ddbRequests);
    console.info(`today overview, lehrer.mueller: ${full.body.lessons.length} lessons, ${full.ddbRequests} DynamoDB requests`);
    // Warm weather cache and plan: the caller with the school, the plan version with the tutor's cached
    // week beside notes and absences, then the weather with any students' names and groups in one batch get.
    expect(full.ddbRequests).toBeLessThanOrEqual(4);
  });
});

describe('Meine Klassen and the calendar page', () => {
  it('read the school with the caller, not once more', async () => {
    const tutor = people['lehrer.mueller'].token;
    // The caller with the school, the groups beside the school's years.
    expect(await requestsOf(callRoute('listMyGroups', { token: tutor }))).toBe(3);
    // The caller with the school, then at once the calendars, the meetings, a student's groups or a
    // tutor's classes, and the plan version with the school's cached exams (after a first read that
    // stored the list at the current plan version).
    await callRoute('getCalendarPage', { token: tutor });
    expect(await requestsOf(callRoute('getCalendarPage', { token: tutor }))).toBe(5);
    expect(await requestsOf(callRoute('getCalendarPage', { token: people['schueler.anna'].token }))).toBe(5);
  });
});
