import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substitutionDaysOf } from '../../lambdas/substitutions/substitution-plan.model.js';
import { demoSchools } from '../../scripts/seed/demo-school.js';
import { currentSchoolWeek, seededWeeks } from '../../scripts/seed/seed-day.js';
import type { SubstitutionEntry, SubstitutionPlan } from '../../shared/schemas/substitutions.schema.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { removeLessonDates } from '../fixtures/lesson-date-cleanup.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * The Vertretungsplan: the whole school's changes of two school days as each role may see them, and
 * its cost. The demo seed writes the same changes in its two weeks (scripts/seed/demo-timetable.ts):
 * Tuesday 7a 3rd period cancelled and 9b 5th in B 204, Wednesday 7a 4th covered by SCH, Thursday 7a
 * 1st in B 204 and 9b 5th cancelled, Friday a tutors-only note on 7a's 2nd period. The second week's are read.
 */
const SCHOOL = { schoolId: 'lindenhof', schoolYearId: '2026-27' };
const nextMonday = seededWeeks().second;
const holidays = demoSchools[0].schoolYear.holidays ?? [];
/** A week no other test file writes to, for the change that makes the plan stale. */
const OWN_DAY = '2027-07-06';
/** The Thursday before the demo year's Brückentag (Friday 2027-05-14): its next school day is the Monday after. */
const BEFORE_BRIDGE_DAY = '2027-05-13';

let people: DemoPeople;
const written: string[] = [];

beforeAll(async () => {
  people = await signInDemoPeople();
});

afterAll(async () => {
  await removeLessonDates(SCHOOL, written);
});

const plan = async (username: DemoUsername, day: string, options: { actingStudent?: string; ifNoneMatch?: string } = {}) => {
  const answer = await callRoute('getSubstitutionPlan', { token: people[username].token, query: { day }, ...options });
  return answer;
};

const planOf = async (username: DemoUsername, day: string, actingStudent?: string): Promise<SubstitutionPlan> => {
  const answer = await plan(username, day, { actingStudent });
  expect(answer.status).toBe(200);
  return answer.body;
};

const entriesOf = (answer: SubstitutionPlan, day: string): SubstitutionEntry[] =>
  answer.days.find((item) => item.day === day)?.entries ?? [];
const summary = (entries: SubstitutionEntry[]) =>
  entries.map((entry) => `${entry.classes.join('+')} ${entry.period ?? entry.starttime} ${entry.types.join('+')}`);

describe('Vertretungsplan', () => {
  it('shows a student every class of the school today and on the next school day, with teachers by short code', async () => {
    const tuesday = addDays(nextMonday, 1);
    const answer = await planOf('schueler.anna', tuesday);
    expect(answer.schoolName).toBe('Gesamtschule am Lindenhof');
    expect(answer.days.map((item) => item.day)).toEqual(substitutionDaysOf(tuesday, holidays));
    expect(summary(entriesOf(answer, tuesday))).toEqual(['7a 3 cancel', '9b 5 roomChange']);
    expect(entriesOf(answer, tuesday)[1]).toMatchObject({ subject: 'Physik', rooms: ['N 14'], newRooms: ['B 204'] });
    const [covered] = entriesOf(answer, addDays(nextMonday, 2));
    expect(covered).toMatchObject({
      classes: ['7a'],
      period: 4,
      subject: 'Deutsch',
      tutors: ['MÜL'],
      substitutes: ['SCH'],
      types: ['substitution'],
    });
    // No student anywhere: neither names nor ids.
    const text = JSON.stringify(answer);
    for (const student of ['schueler.anna', 'schueler.ben'] as const) expect(text).not.toContain(people[student].uid);
    expect(text).not.toMatch(/Anna|Ben\b|Weber/);
  });

  it('shows students and guardians only the changes flagged for them, tutors and admins every change', async () => {
    const thursday = addDays(nextMonday, 3);
    const friday = addDays(nextMonday, 4);
    for (const [username, acting] of [
      ['schueler.anna', undefined],
      ['eltern.weber', undefined],
      ['eltern.weber', people['schueler.ben'].uid],
    ] as const) {
      const answer = await planOf(username, thursday, acting);
      expect(summary(entriesOf(answer, thursday))).toEqual(['7a 1 roomChange', '9b 5 cancel']);
      expect(entriesOf(answer, friday)).toEqual([]);
    }
    for (const username of ['lehrer.schmidt', 'lehrer.mueller'] as const) {
      const answer = await planOf(username, thursday);
      expect(entriesOf(answer, friday)).toEqual([
        expect.objectContaining({ classes: ['7a'], period: 2, types: ['additionalAttribute'], text: 'Hospitation durch die Schulleitung' }),
      ]);
    }
  });

  it("shows only the caller's school", async () => {
    const wednesday = addDays(nextMonday, 2);
    const birkenweg = await planOf('lehrer.klein', wednesday);
    expect(birkenweg.schoolName).toBe('Realschule Birkenweg');
    expect(summary(entriesOf(birkenweg, wednesday))).toEqual(['6c 4 cancel']);
    const lindenhof = await planOf('lehrer.mueller', wednesday);
    expect(JSON.stringify(lindenhof)).not.toContain('6c');
  });

  it('skips holidays and weekends: the Thursday before a bridge day is followed by the Monday after it', async () => {
    const answer = await planOf('lehrer.mueller', BEFORE_BRIDGE_DAY);
    expect(answer.days.map((item) => item.day)).toEqual([BEFORE_BRIDGE_DAY, '2027-05-17']);
  });

  it('costs 2 DynamoDB requests while the plan is unchanged (304 with its ETag too), and shows a new change at once', async () => {
    useStackDynamoDb();
    const { saveLessonDates } = await import('../../lambdas/timetable/lesson-date-write.service.js');
    const warmUp = await plan('lehrer.mueller', OWN_DAY);
    expect(warmUp.status).toBe(200);
    const warm = await plan('lehrer.mueller', OWN_DAY);
    expect(warm.ddbRequests).toBe(2);
    expect(warm.etag).toMatch(/^"[\w-]+"$/);
    const notModified = await plan('lehrer.mueller', OWN_DAY, { ifNoneMatch: warm.etag ?? '' });
    expect(notModified.status).toBe(304);
    expect(notModified.ddbRequests).toBe(2);
    // A guardian's app names the active child (the header): her link is read in the caller's batch.
    for (const [username, actingStudent] of [
      ['schueler.anna', undefined],
      ['eltern.weber', people['schueler.anna'].uid],
    ] as const) {
      await plan(username, OWN_DAY, { actingStudent });
      expect((await plan(username, OWN_DAY, { actingStudent })).ddbRequests).toBe(2);
    }

    const lessonDateId = 'substitutions-own-day';
    written.push(lessonDateId);
    await saveLessonDates(SCHOOL.schoolId, SCHOOL.schoolYearId, [
      {
        lessonDateId,
        day: OWN_DAY,
        starttime: '08:00',
        endtime: '08:45',
        blockId: 'b1',
        displayName: 'Mathematik 7a',
        tutors: [{ uid: people['lehrer.mueller'].uid, short: 'MÜL' }],
        groups: [{ groupId: '7a', displayName: '7a' }],
        changes: [{ changeId: `${lessonDateId}-c1`, type: 'cancel', visibleForStudent: true, visibleForGuardian: true }],
      },
    ]);
    // A change refreshes the plan: the stale ETag gets the new answer; the render reads the school's changes and
    // break supervisions of the week (one query each) beside the time blocks and stores itself.
    const cold = await plan('lehrer.mueller', OWN_DAY, { ifNoneMatch: warm.etag ?? '' });
    expect(cold.status).toBe(200);
    expect(cold.etag).not.toBe(warm.etag);
    expect(summary(entriesOf(cold.body, OWN_DAY))).toEqual(['7a 1 cancel']);
    expect(cold.ddbRequests).toBe(6);
    expect((await plan('lehrer.mueller', OWN_DAY)).ddbRequests).toBe(2);
    // Two weeks (Thursday, then Monday after the bridge day): one query more of each.
    const twoWeeks = await plan('lehrer.schmidt', BEFORE_BRIDGE_DAY);
    expect(twoWeeks.ddbRequests).toBe(8);
  });

  it('refuses a day that is not one', async () => {
    const answer = await plan('lehrer.mueller', '2027-02-30');
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('validation-failed');
  });
});

describe('Aufsichten', () => {
  it('gives tutors and admins every break supervision of the two days, with who takes one over, from the cached read', async () => {
    // The seed: Müller on the Pausenhof every school day, Schmidt in 'Gang Nord' on Monday, Wednesday and Friday;
    // on Wednesday of the current school week Müller takes Schmidt's over.
    const wednesday = addDays(currentSchoolWeek(), 2);
    const supervisions = (username: DemoUsername) =>
      callRoute('getSupervisionPlan', { token: people[username].token, query: { day: wednesday } });
    const answer = await supervisions('lehrer.schmidt');
    expect(answer.status).toBe(200);
    expect(answer.body.schoolName).toBe('Gesamtschule am Lindenhof');
    expect(answer.body.days[0]).toEqual({
      day: wednesday,
      supervisions: [
        {
          id: `aufsicht-pausenhof-mueller-${wednesday}`,
          place: 'Pausenhof',
          starttime: '09:35',
          endtime: '09:55',
          afterPeriod: 2,
          beforePeriod: 3,
          tutors: ['MÜL'],
          substitutes: [],
          cancelled: false,
        },
        {
          id: `aufsicht-gang-nord-schmidt-${wednesday}`,
          place: 'Gang Nord',
          starttime: '11:30',
          endtime: '11:50',
          afterPeriod: 4,
          beforePeriod: 5,
          tutors: ['SCH'],
          substitutes: ['MÜL'],
          cancelled: false,
          text: 'Fortbildung',
        },
      ],
    });
    expect(answer.body.days[1]?.supervisions.map((supervision) => supervision.place)).toEqual(['Pausenhof']);
    // The same cached item as the Vertretungsplan: the caller, then one batch get; the plan itself lists no supervision.
    const warm = await supervisions('lehrer.mueller');
    expect({ status: warm.status, requests: warm.ddbRequests, waves: warm.ddbWaves }).toEqual({ status: 200, requests: 2, waves: 2 });
    expect(JSON.stringify(await planOf('lehrer.mueller', wednesday))).not.toContain('Gang Nord');
  });

  it('refuses students and guardians', async () => {
    for (const username of ['schueler.anna', 'eltern.weber'] as const) {
      const answer = await callRoute('getSupervisionPlan', { token: people[username].token });
      expect(answer.status).toBe(403);
    }
  });
});
