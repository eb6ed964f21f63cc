import { beforeAll, describe, expect, it } from 'vitest';
import { currentSchoolWeek, seededWeeks } from '../../scripts/seed/seed-day.js';
import type { WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { demoCourseDatesInWeek } from '../fixtures/demo-school-calendar.js';

/** The demo seed puts changes into this week and next week of 7a and 9b (scripts/seed/demo-timetable.ts). */
const { first: thisMonday, second: nextMonday } = seededWeeks();

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const weekplan = async (username: DemoUsername, from: string, extra: { actingStudent?: string; days?: string } = {}) => {
  const answer = await callRoute('getWeekplan', {
    token: people[username].token,
    query: { from, ...(extra.days ? { days: extra.days } : {}) },
    actingStudent: extra.actingStudent,
  });
  expect(answer.status).toBe(200);
  return { plan: answer.body, ddbRequests: answer.ddbRequests };
};

const changeTypes = (events: WeekplanEvent[]) => events.flatMap((event) => event.changes.map((change) => change.type)).sort();
const groupsOf = (events: WeekplanEvent[]) =>
  [...new Set(events.flatMap((event) => event.groups.map((group) => group.displayName)))].sort();
/** The groups a person's week shows: `expected`, and in the second half-year the seed's courses they meet. */
const withCourses = (username: DemoUsername, expected: string[]) =>
  [...new Set([...expected, ...demoCourseDatesInWeek(thisMonday, username).map((lesson) => lesson.displayName)])].sort();

describe('weekplan', () => {
  it("shows a student her class's lessons with the changes flagged for students, not the tutors-only one", async () => {
    const { plan } = await weekplan('schueler.anna', thisMonday);
    expect(plan.days).toEqual([0, 1, 2, 3, 4].map((offset) => addDays(thisMonday, offset)));
    expect(plan.blocks.map((block) => block.name)).toContain('1. Stunde');
    expect(plan.events.length).toBeGreaterThan(20);
    // Her class, her course, the 9b lesson she is moved into and the concert of 7a and 9b.
    expect(groupsOf(plan.events)).toEqual(withCourses('schueler.anna', ['7a', '9b', 'AG Robotik']));
    const cancelled = plan.events.find((event) => event.changes.some((change) => change.type === 'cancel'));
    expect(cancelled).toMatchObject({ day: addDays(thisMonday, 1), blockId: 'b3' });
    expect(changeTypes(plan.events)).toEqual(['cancel', 'roomChange', 'substitution']);
    expect(plan.events.every((event) => event.changes.every((change) => change.visibleForStudent))).toBe(true);
  });

  it('shows a tutor her own lessons with every change, including the tutors-only one', async () => {
    const { plan } = await weekplan('lehrer.mueller', thisMonday);
    // Besides the school's meetings and special events she sees (any author's, tested in calendar.test.ts), only
    // events she teaches or stands in for (the seed's supervision she takes over on Wednesday).
    const isMueller = (tutors: readonly { short: string }[] = []) => tutors.some((tutor) => tutor.short === 'MÜL');
    const notHers = plan.events.filter(
      (event) =>
        event.collection !== 'meetingDates' &&
        event.collection !== 'specialEventDates' &&
        !isMueller(event.tutors) &&
        !event.changes.some((change) => isMueller(change.tutors)),
    );
    expect(notHers.map((event) => `${event.collection} ${event.id}`)).toEqual([]);
    expect(groupsOf(plan.events)).toEqual(withCourses('lehrer.mueller', ['7a', '9b']));
    // The supervision she takes over lies in the current school week, which on a weekend is the next one.
    const takeover = currentSchoolWeek() === thisMonday ? ['substitution'] : [];
    expect(changeTypes(plan.events)).toEqual(
      ['additionalAttribute', 'cancel', 'roomChange', 'roomChange', 'substitution', ...takeover].sort(),
    );
    const tutorsOnly = plan.events.flatMap((event) => event.changes).find((change) => change.type === 'additionalAttribute');
    expect(tutorsOnly).toMatchObject({ visibleForStudent: false, visibleForGuardian: false });
  });

  it('shows the substitute the lesson she covers', async () => {
    const { plan } = await weekplan('lehrer.schmidt', thisMonday);
    const covered = plan.events.find((event) => event.changes.some((change) => change.type === 'substitution'));
    expect(covered?.tutors.map((tutor) => tutor.short)).toEqual(['MÜL']);
    expect(covered?.changes[0]?.tutors?.map((tutor) => tutor.short)).toEqual(['SCH']);
  });

  it("shows a guardian the first child's plan by default and the other child's with the acting header", async () => {
    const lessonsOf = (events: WeekplanEvent[]) => events.filter((event) => event.collection === 'lessonDates');
    const anna = await weekplan('eltern.weber', nextMonday);
    expect(groupsOf(lessonsOf(anna.plan.events))).toEqual(['7a', '9b']);
    expect(changeTypes(anna.plan.events)).toEqual(['cancel', 'roomChange', 'substitution']);
    const ben = await weekplan('eltern.weber', nextMonday, { actingStudent: people['schueler.ben'].uid });
    expect(groupsOf(lessonsOf(ben.plan.events))).toEqual(['9b']);
    expect(changeTypes(ben.plan.events)).toEqual(['cancel', 'roomChange']);
  });

  it('never shows Lindenhof lessons to a student of another school', async () => {
    const { plan } = await weekplan('schueler.lena', thisMonday);
    expect(groupsOf(plan.events)).toEqual(['6c']);
    expect(plan.events.every((event) => event.id.startsWith('6c-'))).toBe(true);
    expect(plan.blocks[0]).toMatchObject({ starttime: '07:55' });
  });

  it('limits the days to the requested range', async () => {
    const { plan } = await weekplan('schueler.anna', thisMonday, { days: '1' });
    expect(plan.days).toEqual([thisMonday]);
    expect(plan.events.every((event) => event.day === thisMonday)).toBe(true);
  });

  it('rejects a start day that is not a Monday', async () => {
    const answer = await callRoute('getWeekplan', { token: people['schueler.anna'].token, query: { from: addDays(thisMonday, 1) } });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('validation-failed');
  });

  it('needs the same small number of DynamoDB requests for a full week as for an empty one', async () => {
    const firstFull = await weekplan('lehrer.mueller', thisMonday);
    const firstEmpty = await weekplan('lehrer.mueller', '2027-08-02');
    // A first read after a plan change: the caller with the school, the plan version with the cached
    // week, the school's calendars, the time blocks, her audience and the calendars', the meetings'
    // revisions (only when the week holds meeting dates), and the put of the read week.
    expect(firstFull.ddbRequests).toBeLessThanOrEqual(8);
    expect(firstEmpty.ddbRequests).toBeLessThanOrEqual(8);
    const full = await weekplan('lehrer.mueller', thisMonday);
    const empty = await weekplan('lehrer.mueller', '2027-08-02');
    expect(full.plan.events.length).toBeGreaterThan(10);
    expect(empty.plan.events).toEqual([]);
    // Read again while the plan is unchanged: the caller with the school, then the plan version with the cached week.
    expect(full.ddbRequests).toBe(2);
    expect(empty.ddbRequests).toBe(2);
    // A student's first read adds her groups and one query per group (7a and her two courses, AG Robotik
    // and the swimming course) and for events she was moved into; a guardian's caller read adds the links to her children.
    for (const [username, first, again] of [
      ['schueler.anna', 12, 2],
      ['eltern.weber', 13, 3],
    ] as const) {
      expect((await weekplan(username, thisMonday)).ddbRequests).toBeLessThanOrEqual(first);
      expect((await weekplan(username, thisMonday)).ddbRequests).toBe(again);
    }
  });

  it("shows a tutor the plan of a group she leads with every change, but not another tutor's group", async () => {
    const own = await callRoute('getGroupWeekplan', {
      token: people['lehrer.mueller'].token,
      params: { groupId: '7a' },
      query: { from: thisMonday },
    });
    expect(own.status).toBe(200);
    const plan = own.body;
    expect(groupsOf(plan.events.filter((event) => event.collection === 'lessonDates'))).toEqual(['7a']);
    expect(changeTypes(plan.events)).toEqual(['additionalAttribute', 'cancel', 'roomChange', 'substitution']);
    expect(own.ddbRequests).toBeLessThanOrEqual(5);
    const other = await callRoute('getGroupWeekplan', { token: people['lehrer.mueller'].token, params: { groupId: '9b' } });
    expect(other.status).toBe(403);
    const otherSchool = await callRoute('getGroupWeekplan', { token: people['lehrer.mueller'].token, params: { groupId: '6c' } });
    expect(otherSchool.status).toBe(404);
  });
});
