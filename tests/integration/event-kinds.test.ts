import { beforeAll, describe, expect, it } from 'vitest';
import { currentSchoolWeek } from '../../scripts/seed/seed-day.js';
import type { WeekplanEvent } from '../../shared/schemas/timetable.schema.js';
import { addDays } from '../../shared/week.js';
import { callRoute } from '../fixtures/api-session.js';
import { defined } from '../fixtures/defined.js';
import { signInDemoPeople, type DemoPeople, type DemoUsername } from '../fixtures/demo-actors.js';
import { useStackDynamoDb } from '../fixtures/stack-services.js';

/**
 * Course, special-event and meeting dates and student changes of the demo seed
 * (scripts/seed/demo-events.ts): AG Robotik on Wednesdays for Anna and Ben, the Lehrerkonferenz on
 * Tuesday for the tutors and the Schulkonzert of 7a and 9b on Thursday of the current school week,
 * and Anna moved from Geschichte 7a into Biologie 9b in the fifth lesson on Fridays of this week
 * and the next.
 */
const thisMonday = currentSchoolWeek();
const wednesday = addDays(thisMonday, 2);
const friday = addDays(thisMonday, 4);

let people: DemoPeople;
beforeAll(async () => {
  people = await signInDemoPeople();
});

const weekOf = async (username: DemoUsername, actingStudent?: string) => {
  const answer = await callRoute('getWeekplan', { token: people[username].token, query: { from: thisMonday }, actingStudent });
  expect(answer.status).toBe(200);
  return answer.body.events;
};
const named = (events: WeekplanEvent[], displayName: string) => events.filter((event) => event.displayName === displayName);
const fifthOnFriday = (events: WeekplanEvent[]) => events.filter((event) => event.day === friday && event.blockId === 'b5');
/** Event detail as Herr Müller (class teacher of 7a, in the Lehrerkonferenz) unless another tutor is named. */
const detail = (collectionName: WeekplanEvent['collection'], id: string, tutor: DemoUsername = 'lehrer.mueller') =>
  callRoute('getEventDetail', { token: people[tutor].token, params: { collectionName, id } });

/** AG Robotik's tutor has no account and the course has no class tutor: under myGroups 'all' every tutor may open it. */
const withEveryGroupVisible = async <T>(run: () => Promise<T>) => {
  useStackDynamoDb();
  const { schoolEntity } = await import('../../lambdas/schools/school.entity.js');
  await schoolEntity.patch({ schoolId: 'lindenhof' }).set({ myGroups: 'all' }).go();
  try {
    return await run();
  } finally {
    await schoolEntity.patch({ schoolId: 'lindenhof' }).set({ myGroups: 'own' }).go();
  }
};

describe('course, special-event and meeting dates', () => {
  it('show the course date to its participants, with its course', async () => {
    for (const student of ['schueler.anna', 'schueler.ben'] as const) {
      const [course] = named(await weekOf(student), 'AG Robotik');
      expect(course).toMatchObject({
        collection: 'courseDates',
        day: wednesday,
        starttime: '14:00',
        endtime: '15:30',
        course: { id: 'ag-robotik', displayName: 'AG Robotik' },
      });
    }
    expect(named(await weekOf('schueler.lena'), 'AG Robotik')).toEqual([]);
  });

  it("show a special event to its classes' students and tutors, a meeting to its tutors only", async () => {
    const anna = await weekOf('schueler.anna');
    expect(named(anna, 'Schulkonzert')).toEqual([
      expect.objectContaining({ collection: 'specialEventDates', notice: 'Einlass ab 17:30 Uhr' }),
    ]);
    expect(named(anna, 'Lehrerkonferenz')).toEqual([]);
    for (const tutor of ['lehrer.mueller', 'lehrer.schmidt'] as const) {
      expect(named(await weekOf(tutor), 'Lehrerkonferenz')).toEqual([
        expect.objectContaining({ collection: 'meetingDates', starttime: '15:30' }),
      ]);
    }
    expect(named(await weekOf('lehrer.klein'), 'Lehrerkonferenz')).toEqual([]);
  });

  it('open in event detail under their own collection only', async () => {
    const course = defined(named(await weekOf('schueler.anna'), 'AG Robotik')[0], 'the course date');
    const answer = await withEveryGroupVisible(() => detail('courseDates', course.id));
    expect(answer.status).toBe(200);
    expect(answer.body.students.map((student) => student.displayName).sort()).toEqual(['Anna Weber', 'Ben Weber']);
    expect((await detail('lessonDates', course.id)).status).toBe(404);
    const meeting = defined(named(await weekOf('lehrer.mueller'), 'Lehrerkonferenz')[0], 'the meeting date');
    expect((await detail('meetingDates', meeting.id)).body).toMatchObject({ displayName: 'Lehrerkonferenz', students: [] });
  });

  it('keep courses out of the Meine Klassen selector', async () => {
    const answer = await callRoute('listMyGroups', { token: people['lehrer.mueller'].token });
    expect(JSON.stringify(answer.body)).not.toContain('AG Robotik');
  });
});

describe('student changes', () => {
  it('move a student out of her lesson into another class’s, and tell her so without other names', async () => {
    const [lesson] = fifthOnFriday(await weekOf('schueler.anna'));
    expect(lesson).toMatchObject({ displayName: 'Biologie 9b', groups: [{ id: '9b', displayName: '9b' }] });
    expect(lesson?.studentChanges).toEqual([
      expect.objectContaining({ type: 'allocating', studentUids: [people['schueler.anna'].uid], text: 'Förderunterricht' }),
    ]);
  });

  it("show the guardian the active child's moves", async () => {
    const [lesson] = fifthOnFriday(await weekOf('eltern.weber'));
    expect(lesson?.displayName).toBe('Biologie 9b');
    expect(lesson?.studentChanges[0]?.studentUids).toEqual([people['schueler.anna'].uid]);
  });

  it("never tell the receiving class's students who moved in", async () => {
    const [lesson] = fifthOnFriday(await weekOf('schueler.ben'));
    expect(lesson?.displayName).toBe('Biologie 9b');
    expect(lesson?.studentChanges).toEqual([]);
  });

  it('show tutors every student change and the students who are really there', async () => {
    const history = defined(
      fifthOnFriday(await weekOf('lehrer.mueller')).find((event) => event.groups.some((group) => group.id === '7a')),
      'the 7a lesson',
    );
    expect(history.studentChanges).toEqual([expect.objectContaining({ type: 'allocated', studentUids: [people['schueler.anna'].uid] })]);
    const historyDetail = (await detail('lessonDates', history.id)).body;
    expect(historyDetail.students.map((student) => student.uid)).not.toContain(people['schueler.anna'].uid);
    expect(historyDetail.movedOut).toEqual([
      expect.objectContaining({ uid: people['schueler.anna'].uid, displayName: 'Anna Weber', group: '7a' }),
    ]);

    const biologyId = history.id.replace(/^7a-/, '9b-');
    const biology = await detail('lessonDates', biologyId, 'lehrer.schmidt');
    expect(biology.status).toBe(200);
    expect(biology.body.students).toContainEqual(
      expect.objectContaining({ uid: people['schueler.anna'].uid, group: '7a', allocating: true }),
    );
    expect(biology.body.students).toContainEqual(expect.objectContaining({ uid: people['schueler.ben'].uid, group: '9b' }));
    expect(biology.body.movedOut).toEqual([]);
  });
});
