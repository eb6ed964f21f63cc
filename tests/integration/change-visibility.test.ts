import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeTypeSchema, type ChangeType } from '../../shared/schemas/timetable.schema.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Every change type with every combination of its visible_for_{role} flags, on lessons of 7a
 * (Anna's class, Herr Müller's lessons) in a week of the school year no other test looks at.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const MONDAY = '2027-05-31';
const flagCombinations = [
  { suffix: 'none', visibleForStudent: false, visibleForGuardian: false },
  { suffix: 'students', visibleForStudent: true, visibleForGuardian: false },
  { suffix: 'guardians', visibleForStudent: false, visibleForGuardian: true },
  { suffix: 'both', visibleForStudent: true, visibleForGuardian: true },
];
const changeTypes = changeTypeSchema.options;

let people: DemoPeople;
let lessonIds: string[];

const services = async () => {
  useStackDynamoDb();
  return {
    ...(await import('../../lambdas/timetable/lesson-date-write.service.js')),
  };
};

beforeAll(async () => {
  people = await signInDemoPeople();
  const { saveLessonDates } = await services();
  const tutor = { uid: people['lehrer.mueller'].uid, short: 'MÜL' };
  const lessons = changeTypes.map((type: ChangeType, index) => {
    const lessonDateId = `visibility-${type}`;
    return {
      lessonDateId,
      day: addDays(MONDAY, index % 5),
      starttime: `${String(7 + index).padStart(2, '0')}:00`,
      endtime: `${String(7 + index).padStart(2, '0')}:45`,
      displayName: `Sichtbarkeit ${type}`,
      tutors: [tutor],
      groups: [{ groupId: '7a', displayName: '7a' }],
      changes: flagCombinations.map(({ suffix, ...flags }) => ({ changeId: `${type}-${suffix}`, type, ...flags })),
    };
  });
  lessonIds = lessons.map((lesson) => lesson.lessonDateId);
  await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, lessons);
});

afterAll(async () => {
  await removeLessonDates(SCHOOL, lessonIds);
});

/** The ids of the changes on the test lessons that the caller's weekplan shows. */
const visibleChanges = async (username: DemoUsername, actingStudent?: string) => {
  const answer = await callRoute('getWeekplan', { token: people[username].token, query: { from: MONDAY }, actingStudent });
  expect(answer.status).toBe(200);
  const plan = answer.body;
  const lessons = plan.events.filter((event) => lessonIds.includes(event.id));
  expect(lessons).toHaveLength(changeTypes.length);
  return lessons.flatMap((event) => event.changes.map((change) => change.id)).sort();
};

const expectedFor = (suffixes: string[]) => changeTypes.flatMap((type) => suffixes.map((suffix) => `${type}-${suffix}`)).sort();

describe('visibility of every change type by role', () => {
  it('shows a tutor every change of every type', async () => {
    expect(await visibleChanges('lehrer.mueller')).toEqual(expectedFor(['none', 'students', 'guardians', 'both']));
  });

  it('shows a student only the changes flagged for students', async () => {
    expect(await visibleChanges('schueler.anna')).toEqual(expectedFor(['students', 'both']));
  });

  it("shows a guardian only the changes flagged for guardians, on the active child's plan", async () => {
    expect(await visibleChanges('eltern.weber', people['schueler.anna'].uid)).toEqual(expectedFor(['guardians', 'both']));
  });

  it("shows the class's plan in Meine Klassen with every change", async () => {
    const answer = await callRoute('getGroupWeekplan', {
      token: people['lehrer.mueller'].token,
      params: { groupId: '7a' },
      query: { from: MONDAY },
    });
    const plan = answer.body;
    const ids = plan.events.filter((event) => lessonIds.includes(event.id)).flatMap((event) => event.changes.map((change) => change.id));
    expect(ids.sort()).toEqual(expectedFor(['none', 'students', 'guardians', 'both']));
  });
});
